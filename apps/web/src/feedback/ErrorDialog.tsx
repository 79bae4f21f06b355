import { Button, Code, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExceptionText } from './exception.ts';

/** The error modal's body (spec section 2): the message, its errors text and 'Aceptar'. */
export function ErrorDialog({ exception, onClose }: { exception: ExceptionText; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm">
      <Text size="sm">{exception.message}</Text>
      {exception.errors && (
        <Code block fz="xs" style={{ whiteSpace: 'pre-wrap' }}>
          {exception.errors}
        </Code>
      )}
      <Group justify="flex-end">
        <Button onClick={onClose} data-autofocus>
          {t('common.accept')}
        </Button>
      </Group>
    </Stack>
  );
}
