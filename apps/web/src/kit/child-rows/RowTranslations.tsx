import { Button, Group, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLanguage } from '@tabler/icons-react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TranslationsPanel } from '../translations/TranslationsPanel.tsx';

interface RowTranslationsProps {
  /** Form path of one row's translations, `checks.2.translations`. */
  name: string;
  /** The row's label (`Traducciones 3`), naming the button and the dialog. */
  label: string;
  keys: readonly string[];
}

/**
 * The translations of one child row (an autodiagnosis check): a button saying how many languages
 * hold a text, opening the language tabs in a dialog; the texts stay in the parent's form.
 */
export function RowTranslations({ name, label, keys }: RowTranslationsProps) {
  const { t } = useTranslation();
  const [opened, { open, close }] = useDisclosure(false);
  const value = useWatch({ name }) as Record<string, Record<string, unknown> | undefined> | undefined;
  const filled = Object.values(value ?? {}).filter((texts) =>
    Object.values(texts ?? {}).some((text) => typeof text === 'string' && text.trim() !== ''),
  ).length;
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconLanguage size={16} aria-hidden />}
        aria-label={label}
        onClick={open}
      >
        {t('kit.rows.translations', { count: filled })}
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title={t('kit.rows.translationsOf', { label })}
        size="lg"
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        <TranslationsPanel name={name} keys={keys} withMarkets={false} />
        <Group justify="flex-end" mt="md">
          <Button onClick={close}>{t('kit.rows.done')}</Button>
        </Group>
      </Modal>
    </>
  );
}
