import { Anchor, Burger, Group } from '@mantine/core';
import { IconAirConditioning } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface AppHeaderProps {
  navigationOpen: boolean;
  onToggleNavigation: () => void;
}

export function AppHeader({ navigationOpen, onToggleNavigation }: AppHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" gap="sm" wrap="nowrap">
      <Burger
        opened={navigationOpen}
        onClick={onToggleNavigation}
        hiddenFrom="sm"
        size="sm"
        aria-label={t('layout.toggleNavigation')}
        aria-expanded={navigationOpen}
      />
      <Anchor component={Link} to="/" underline="never" c="blue.8" fw={700} size="lg">
        <Group gap={6} wrap="nowrap">
          <IconAirConditioning size={22} stroke={1.7} aria-hidden />
          {t('app.name')}
        </Group>
      </Anchor>
    </Group>
  );
}
