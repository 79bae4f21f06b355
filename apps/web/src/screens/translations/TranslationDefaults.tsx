import { Stack, Table, Text, Title } from '@mantine/core';
import { LOCALES, type TranslationRecord, translations } from '@proboard/domain';
import { useTranslation } from 'react-i18next';
import { useResourceRecord } from '../../kit/api/resource-queries.ts';
import type { FormMode } from '../../kit/resource/form-mode.ts';
import { fieldLabel, translateKey } from '../../kit/text/translate.ts';

/**
 * Inside a key's form: its bundles' texts (what an empty text, or one equal to it, goes back to), the
 * texts published now, and the placeholders every text must keep (the server refuses one without).
 */
export function TranslationDefaults({ recordId }: { mode: FormMode; recordId: string | null }) {
  const { t } = useTranslation();
  const record = useResourceRecord(translations, recordId);
  const data = record.data as unknown as TranslationRecord | undefined;
  if (!data) return null;
  const text = (key: string, params?: Record<string, string>) =>
    translateKey(t, `resources.translations.screen.${key}`, params);
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {text('defaults')}
      </Title>
      <Text size="sm" c="dimmed">
        {text('defaultsHint')}
      </Text>
      <Text size="sm" data-testid="translation-placeholders">
        {data.placeholders.length
          ? text('placeholders', { placeholders: data.placeholders.join(', ') })
          : text('noPlaceholders')}
      </Text>
      <Table withTableBorder striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{text('language')}</Table.Th>
            <Table.Th>{text('original')}</Table.Th>
            <Table.Th>{text('published')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {LOCALES.map((locale) => (
            <Table.Tr key={locale}>
              <Table.Td>{fieldLabel(t, 'translations', locale)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{data.defaults[locale]}</Table.Td>
              <Table.Td style={{ whiteSpace: 'pre-wrap' }}>
                {data.published_values[locale] ?? data.defaults[locale]}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
