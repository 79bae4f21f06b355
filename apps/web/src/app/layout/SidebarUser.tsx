import { ActionIcon, Group, Text, Tooltip } from '@mantine/core';
import { IconLogout, IconShieldLock, IconUserCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SecondFactorModal } from '../../screens/second-factor/SecondFactorModal.tsx';
import { userDisplayName } from '../../session/current-user.ts';
import { signOut } from '../../session/sign-out.ts';
import { useCurrentUser } from '../../session/use-current-user.ts';

export function SidebarUser() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [leaving, setLeaving] = useState(false);
  const [securityOpen, setSecurityOpen] = useState(false);

  const leave = async () => {
    setLeaving(true);
    try {
      await signOut();
    } finally {
      setLeaving(false);
    }
  };

  return (
    <Group gap="xs" wrap="nowrap" justify="space-between">
      <Group gap="xs" wrap="nowrap" miw={0}>
        <IconUserCircle size={22} stroke={1.5} aria-hidden />
        <Text size="sm" fw={500} truncate="end" data-testid="current-user-name">
          {user ? userDisplayName(user) : ''}
        </Text>
      </Group>
      <Group gap={4} wrap="nowrap">
        <Tooltip label={t('secondFactor.menu')}>
          <ActionIcon aria-label={t('secondFactor.menu')} onClick={() => setSecurityOpen(true)} color="gray">
            <IconShieldLock size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <Tooltip label={t('layout.logout')}>
          <ActionIcon aria-label={t('layout.logout')} onClick={leave} loading={leaving} color="gray">
            <IconLogout size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      <SecondFactorModal opened={securityOpen} onClose={() => setSecurityOpen(false)} />
    </Group>
  );
}
