import { Button, CopyButton, Group, List, Stack, Text } from '@mantine/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The recovery codes, shown once: to copy or download as a text file before going on. */
export function RecoveryCodes({
  codes,
  onDone,
  doneLabel,
}: {
  codes: string[];
  onDone: () => void;
  doneLabel: string;
}) {
  const { t } = useTranslation();
  const text = `${t('secondFactor.recoveryFileHeader')}\n\n${codes.join('\n')}\n`;

  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'proboard-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Stack gap="sm" data-testid="recovery-codes">
      <Text fw={600}>{t('secondFactor.recoveryTitle')}</Text>
      <Text size="sm" c="gray.7">
        {t('secondFactor.recoveryDescription')}
      </Text>
      <List listStyleType="none" ff="monospace" spacing={2} style={{ columns: 2 }}>
        {codes.map((code) => (
          <List.Item key={code}>{code}</List.Item>
        ))}
      </List>
      <Group gap="xs">
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <Button variant="light" size="xs" leftSection={<IconCopy size={14} aria-hidden />} onClick={copy}>
              {copied ? t('secondFactor.copied') : t('secondFactor.copy')}
            </Button>
          )}
        </CopyButton>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconDownload size={14} aria-hidden />}
          onClick={download}
        >
          {t('secondFactor.download')}
        </Button>
      </Group>
      <Button onClick={onDone}>{doneLabel}</Button>
    </Stack>
  );
}
