import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../../i18n/i18n.ts';

interface OneTimeSecretProps {
  clientId: string;
  secret: string;
  onDone: () => void;
}

function CopyableValue({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code block style={{ flex: 1, wordBreak: 'break-all' }} data-testid={`one-time-${label}`}>
          {value}
        </Code>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button
              variant="light"
              size="xs"
              onClick={copy}
              aria-label={`${t('oauthClientSecret.copy')} ${label}`}
            >
              {copied ? t('oauthClientSecret.copied') : t('oauthClientSecret.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}

/** The secret of a confidential client, shown once with a copy button and a clear warning. */
export function OneTimeSecret({ clientId, secret, onDone }: OneTimeSecretProps) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" data-testid="one-time-secret">
      <Alert color="yellow" icon={<IconAlertTriangle aria-hidden />}>
        {t('oauthClientSecret.warning')}
      </Alert>
      <CopyableValue label={t('oauthClientSecret.clientId')} value={clientId} />
      <CopyableValue label={t('oauthClientSecret.secret')} value={secret} />
      <Group justify="flex-end">
        <Button onClick={onDone}>{t('oauthClientSecret.done')}</Button>
      </Group>
    </Stack>
  );
}

/** Opens the one-time secret modal; resolves when it is closed. */
export function showOneTimeSecret(clientId: string, secret: string): Promise<void> {
  return new Promise((resolve) => {
    const id = modals.open({
      title: i18n.t('oauthClientSecret.title'),
      centered: true,
      size: 'lg',
      // Closed only on purpose: a stray click on the overlay would lose the secret.
      closeOnClickOutside: false,
      onClose: resolve,
      children: <OneTimeSecret clientId={clientId} secret={secret} onDone={() => modals.close(id)} />,
    });
  });
}

interface SecretAnswer {
  oauth_client?: { client_id?: string; client_secret?: string };
}

/** The form's `afterSave`: a write that made a secret (create, a client made confidential) shows it. */
export async function revealNewSecret(answer: unknown): Promise<void> {
  const client = (answer as SecretAnswer | null)?.oauth_client;
  if (client?.client_secret && client.client_id)
    await showOneTimeSecret(client.client_id, client.client_secret);
}
