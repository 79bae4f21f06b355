import { Box, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { QrScans } from './qr-scans.query.ts';

/**
 * A code's scans per month as small bars (people, robots apart), and the devices and countries they
 * came from. Drawn with plain boxes: the web has no chart library.
 */
export function QrScansChart({ scans }: { scans: QrScans }) {
  const { t, i18n } = useTranslation();
  const most = Math.max(1, ...scans.months.map((m) => m.scans));
  const month = new Intl.DateTimeFormat(i18n.language, { month: 'short', year: '2-digit' });
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Stack gap="xs" data-testid="qr-scans">
      <Title order={3} size="h5">
        {t('qrScreen.scansTitle')}
      </Title>
      <Text size="sm">
        {t('qrScreen.scansTotal', { total: number.format(scans.total), bots: number.format(scans.bots) })}
      </Text>
      {scans.months.length > 0 && (
        <Group gap={4} align="flex-end" h={120} role="img" aria-label={t('qrScreen.scansChart')}>
          {scans.months.map((m) => (
            <Stack key={m.month} gap={2} align="center" justify="flex-end" h="100%" w={36}>
              <Text size="xs">{number.format(m.scans)}</Text>
              <Box
                w={24}
                h={`${Math.max(2, (m.scans / most) * 80)}px`}
                bg="blue.6"
                style={{ borderRadius: 2 }}
              />
              <Text size="xs" c="dimmed">
                {month.format(new Date(`${m.month}-01T12:00:00Z`))}
              </Text>
            </Stack>
          ))}
        </Group>
      )}
      <Group align="flex-start" gap="xl">
        <Table withTableBorder w="auto" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('qrScreen.device')}</Table.Th>
              <Table.Th>{t('qrScreen.scans')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {scans.devices.map((d) => (
              <Table.Tr key={d.device}>
                <Table.Td>{t(`qrScreen.devices.${d.device as 'ios' | 'android' | 'other'}`)}</Table.Td>
                <Table.Td>{number.format(d.scans)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Table withTableBorder w="auto" fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('qrScreen.country')}</Table.Th>
              <Table.Th>{t('qrScreen.scans')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {scans.countries.map((c) => (
              <Table.Tr key={c.country}>
                <Table.Td>{c.country || t('qrScreen.unknownCountry')}</Table.Td>
                <Table.Td>{number.format(c.scans)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Group>
    </Stack>
  );
}
