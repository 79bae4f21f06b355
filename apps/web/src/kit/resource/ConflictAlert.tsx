import { Alert, Button, Group, Text } from '@mantine/core';
import { IconRefresh, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface ConflictAlertProps {
  onReload(): void;
  reloading: boolean;
  /** The resource's own texts (resource-form-parts.ts `conflict`); the kit's otherwise. */
  texts?: { title: string; message: string } | undefined;
}

/** A 409 on save: someone else saved first; reloading shows their version (and drops these changes). */
export function ConflictAlert({ onReload, reloading, texts }: ConflictAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert
      role="alert"
      color="orange"
      variant="light"
      title={texts?.title ?? t('kit.form.conflictTitle')}
      icon={<IconUsers size={20} aria-hidden />}
    >
      <Group justify="space-between" align="flex-end" gap="sm">
        <Text size="sm" maw={640}>
          {texts?.message ?? t('kit.form.conflictMessage')}
        </Text>
        <Button
          size="xs"
          color="orange"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={reloading}
          onClick={onReload}
        >
          {t('kit.form.reload')}
        </Button>
      </Group>
    </Alert>
  );
}
