import { Button, Group } from '@mantine/core';
import { buildPath } from '@proboard/domain';
import { IconFilePlus, IconVersions } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Above the wiki's documents: a new document (`docu-create`) and a new version of one
 * (`version-create`); the list has no plain "create" (the spec names both routes).
 */
export function WikiZonesListLinks() {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Button
        component={Link}
        to={buildPath('wikizones-docu-create', {})}
        leftSection={<IconFilePlus size={16} aria-hidden />}
      >
        {t('wikiZoneScreens.newDocument')}
      </Button>
      <Button
        component={Link}
        to={buildPath('wikizones-version-create', {})}
        variant="default"
        leftSection={<IconVersions size={16} aria-hidden />}
      >
        {t('wikiZoneScreens.newVersion')}
      </Button>
    </Group>
  );
}
