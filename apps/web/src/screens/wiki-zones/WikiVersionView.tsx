import { Alert, Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TranslationsPanel } from '../../kit/translations/TranslationsPanel.tsx';
import { completeTranslations } from '../../kit/translations/translation-values.ts';
import { WikiAttachmentsField } from './WikiAttachmentsField.tsx';
import { versionQuery } from './wiki-versions.query.ts';
import type { VersionRecord } from './wiki-versions.ts';

const KEYS = ['title', 'body'] as const;

/** One version as it was written: the kit's translation tabs and attachments, shown, not edited. */
export function WikiVersionView({ documentId, number }: { documentId: string; number: number }) {
  const { t } = useTranslation();
  const version = useQuery(versionQuery(documentId, number));
  if (version.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" role="status" aria-label={t('kit.table.loading')} />
      </Center>
    );
  }
  if (version.isError) return <Alert color="red">{t('wikiZoneScreens.versionError')}</Alert>;
  return <VersionTexts version={version.data} />;
}

function VersionTexts({ version }: { version: VersionRecord }) {
  const { t } = useTranslation();
  const form = useForm({
    defaultValues: {
      translations: completeTranslations(version.translations, KEYS),
      attachments: version.attachments,
    },
    disabled: true,
  });
  return (
    <FormProvider {...form}>
      <Stack gap="md" data-testid="version-view">
        {version.note ? (
          <Text size="sm">
            <strong>{t('wikiZoneScreens.note')}:</strong> {version.note}
          </Text>
        ) : null}
        <Suspense fallback={null}>
          <TranslationsPanel name="translations" keys={KEYS} withMarkets={false} />
        </Suspense>
        <WikiAttachmentsField mode="details" recordId={null} />
      </Stack>
    </FormProvider>
  );
}
