import { ActionIcon, Code, CopyButton, Group, Image, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Enrolment } from './second-factor.api.ts';

/** The QR code an authenticator app scans, and the same secret to type by hand. */
export function EnrolmentDetails({ enrolment }: { enrolment: Enrolment }) {
  const { t } = useTranslation();
  // Groups of four, as authenticator apps show keys; the server's secret has no spaces.
  const grouped = enrolment.secret.replace(/(.{4})/g, '$1 ').trim();
  return (
    <Stack gap="xs" align="center">
      <Image src={enrolment.qr_code} alt={t('secondFactor.qrAlt')} w={184} h={184} />
      <Text size="sm" c="gray.7">
        {t('secondFactor.secretLabel')}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code data-testid="second-factor-secret" data-secret={enrolment.secret} fz="sm">
          {grouped}
        </Code>
        <CopyButton value={enrolment.secret}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('secondFactor.copied') : t('secondFactor.copySecret')}>
              <ActionIcon variant="subtle" onClick={copy} aria-label={t('secondFactor.copySecret')}>
                {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
