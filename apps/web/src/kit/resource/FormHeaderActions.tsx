import { Button, Group } from '@mantine/core';
import type { ResourceDefinition } from '@proboard/domain';
import { IconCopy, IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { CurrentUser } from '../../session/current-user.ts';
import type { FormMode } from './form-mode.ts';
import { mayDo, resourcePaths } from './resource-paths.ts';

interface FormHeaderActionsProps {
  definition: ResourceDefinition;
  mode: FormMode;
  /** The record's route id (az_iso or id). */
  recordId: string | null;
  user: CurrentUser | undefined;
  onDelete(): void;
}

/** View, edit, duplicate and delete of a saved record, each only where allowed (the server checks too). */
export function FormHeaderActions({ definition, mode, recordId, user, onDelete }: FormHeaderActionsProps) {
  const { t } = useTranslation();
  // The route's own parameters besides the id (an order's Altra company) carry over to its other screen.
  const params = useParams();
  if (!recordId || (mode !== 'details' && mode !== 'edit')) return null;
  const paths = resourcePaths(definition);
  const view = mode === 'edit' && mayDo(definition, 'details', user) ? paths.details(recordId, params) : null;
  const edit = mode === 'details' && mayDo(definition, 'edit', user) ? paths.edit(recordId, params) : null;
  const duplicate = mayDo(definition, 'duplicate', user) ? paths.duplicate(recordId) : null;
  const remove = mayDo(definition, 'delete', user);
  return (
    <Group gap="xs">
      {view ? (
        <Button component={Link} to={view} variant="default" leftSection={<IconEye size={16} aria-hidden />}>
          {t('kit.actions.view')}
        </Button>
      ) : null}
      {edit ? (
        <Button component={Link} to={edit} leftSection={<IconPencil size={16} aria-hidden />}>
          {t('kit.actions.edit')}
        </Button>
      ) : null}
      {duplicate ? (
        <Button
          component={Link}
          to={duplicate}
          variant="default"
          leftSection={<IconCopy size={16} aria-hidden />}
        >
          {t('kit.actions.duplicate')}
        </Button>
      ) : null}
      {remove ? (
        <Button
          variant="light"
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={onDelete}
        >
          {t('kit.actions.delete')}
        </Button>
      ) : null}
    </Group>
  );
}
