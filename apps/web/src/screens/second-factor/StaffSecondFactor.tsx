import { Badge, Button, Group, Text } from '@mantine/core';
import type { ResourceDefinition } from '@proboard/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { unwrap } from '../../api/gateway-error.ts';
import { confirm, reportFailure, showSuccessToast } from '../../feedback/index.ts';
import { staffSecondFactor } from './second-factor.api.ts';

/**
 * On a staff user's details, for those who may edit them: whether they use two-step verification,
 * and the reset (they enrol again at their next sign-in if their group requires it).
 */
export function StaffSecondFactor({
  definition,
  recordId,
}: {
  definition: ResourceDefinition;
  recordId: string;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const queryKey = ['second-factor', definition.name, recordId];
  const status = useQuery({
    queryKey,
    queryFn: async () => unwrap(await staffSecondFactor.status(definition.apiPath, recordId)).second_factor,
  });
  if (!status.data) return null;
  const enrolled = status.data.enrolled;

  async function reset() {
    const accepted = await confirm({
      title: t('secondFactor.admin.reset'),
      message: t('secondFactor.admin.resetMessage'),
      acceptLabel: t('secondFactor.admin.reset'),
      cancelLabel: t('kit.actions.cancel'),
    });
    if (!accepted) return;
    const response = await staffSecondFactor.reset(definition.apiPath, recordId);
    if (!response.ok) {
      reportFailure(response, { fallbackMessage: t('resources.users.actions.error') });
      return;
    }
    showSuccessToast(t('secondFactor.admin.resetDone'));
    await queryClient.invalidateQueries({ queryKey });
  }

  return (
    <Group gap="sm">
      <Text size="sm">{t('secondFactor.admin.title')}</Text>
      <Badge variant="light" color={enrolled ? 'green' : 'gray'} data-testid="staff-second-factor">
        {enrolled ? t('secondFactor.admin.on') : t('secondFactor.admin.off')}
      </Badge>
      {enrolled ? (
        <Button variant="light" color="red" size="xs" onClick={() => void reset()}>
          {t('secondFactor.admin.reset')}
        </Button>
      ) : null}
    </Group>
  );
}
