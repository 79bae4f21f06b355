import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ImportFileRecord } from './import-api.ts';

/** Rows done of total, the rate and the time left of a file being applied. */
export function ImportProgress({ file }: { file: ImportFileRecord }) {
  const { t } = useTranslation();
  const share = file.rows_total > 0 ? Math.round((file.rows_done / file.rows_total) * 100) : 0;
  return (
    <Stack gap={4}>
      <Progress value={share} animated aria-label={t('importScreen.progress')} />
      <Group gap="md">
        <Text size="sm">{t('importScreen.rowsDone', { done: file.rows_done, total: file.rows_total })}</Text>
        {file.rows_per_second ? (
          <Text size="sm">{t('importScreen.rate', { rate: file.rows_per_second })}</Text>
        ) : null}
        {file.seconds_left != null ? (
          <Text size="sm">{t('importScreen.timeLeft', { seconds: file.seconds_left })}</Text>
        ) : null}
      </Group>
    </Stack>
  );
}
