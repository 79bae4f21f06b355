import { Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { get, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguages, useMarkets } from '../api/lookups.ts';
import { TranslationFields } from './TranslationFields.tsx';
import { activeTab, translationTabs } from './translation-tabs.ts';

interface TranslationsPanelProps {
  /** Form path of the translations, `translations`. */
  name: string;
  /** Translated keys of one language. */
  keys: readonly string[];
  /** The record has market lists: only their languages are enabled. */
  withMarkets: boolean;
}

/** One tab per content language (spec section 2, item 7); errors marked on their tab. */
export function TranslationsPanel({ name, keys, withMarkets }: TranslationsPanelProps) {
  const { t } = useTranslation();
  const languages = useLanguages();
  const markets = useMarkets();
  const selected = useWatch({ name: 'markets_available' }) as number[] | undefined;
  const { errors } = useFormState({ name });
  const [current, setCurrent] = useState<string | null>(null);
  // A row's translations sit deeper (`checks.2.translations`): read the error at the path.
  const tabErrors = get(errors, name) as Record<string, unknown> | undefined;

  if (languages.isPending || (withMarkets && markets.isPending)) {
    return <Loader size="sm" role="status" aria-label={t('kit.table.loading')} />;
  }
  const tabs = translationTabs(
    languages.data ?? [],
    markets.data ?? [],
    withMarkets ? (selected ?? []) : null,
  );
  const active = activeTab(tabs, current);

  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('kit.translations.title')}
      </Title>
      {tabs.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('kit.translations.empty')}
        </Text>
      ) : (
        <Tabs value={active} onChange={setCurrent} keepMounted={false}>
          <Tabs.List>
            {tabs.map((tab) => {
              const hasErrors = Boolean(tabErrors?.[tab.language]);
              return (
                <Tabs.Tab
                  key={tab.language}
                  value={tab.language}
                  disabled={tab.disabled}
                  title={tab.disabled ? t('kit.translations.unavailable') : undefined}
                  color={hasErrors ? 'red' : undefined}
                  rightSection={
                    hasErrors ? (
                      <IconAlertCircle
                        size={16}
                        color="var(--mantine-color-red-6)"
                        role="img"
                        aria-label={t('kit.translations.hasErrors')}
                      />
                    ) : undefined
                  }
                >
                  {tab.label}
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Panel key={tab.language} value={tab.language}>
              <TranslationFields base={`${name}.${tab.language}`} keys={keys} language={tab.language} />
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
      {withMarkets && tabs.length > 0 && active === null ? (
        <Text size="sm" c="dimmed">
          {t('kit.translations.noMarkets')}
        </Text>
      ) : null}
    </Stack>
  );
}
