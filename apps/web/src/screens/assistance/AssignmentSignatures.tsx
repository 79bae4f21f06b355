import { Button, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { IconSignature } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldLabel } from '../../kit/text/translate.ts';
import { SignatureModal, type Signer } from './SignatureModal.tsx';

const SIGNERS: readonly Signer[] = ['technician', 'customer'];

/** The technician's and the customer's signatures of the report: shown once drawn, drawn again at will. */
export function AssignmentSignatures({
  recordId,
  record,
  editable,
}: {
  recordId: string;
  record: Record<string, unknown>;
  editable: boolean;
}) {
  const { t } = useTranslation();
  const [signing, setSigning] = useState<Signer | null>(null);
  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        {t('assistance.signatures')}
      </Title>
      <Group align="flex-start">
        {SIGNERS.map((signer) => {
          const label = fieldLabel(t, 'assignments', `${signer}_signature`);
          const url = record[`${signer}_signature_url`] as string | null | undefined;
          return (
            <Paper key={signer} withBorder p="sm" w={280}>
              <Stack gap="xs">
                <Text size="sm" fw={600}>
                  {label}
                </Text>
                {url ? (
                  <Image src={url} alt={label} h={100} fit="contain" data-testid={`${signer}-signature`} />
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('assistance.notSigned')}
                  </Text>
                )}
                {editable ? (
                  <Button
                    variant="light"
                    size="xs"
                    leftSection={<IconSignature size={14} aria-hidden />}
                    onClick={() => setSigning(signer)}
                  >
                    {t('assistance.sign', { who: label })}
                  </Button>
                ) : null}
              </Stack>
            </Paper>
          );
        })}
      </Group>
      {signing ? (
        <SignatureModal recordId={recordId} signer={signing} onClose={() => setSigning(null)} />
      ) : null}
    </Stack>
  );
}
