import { ActionIcon, Group, Tooltip } from '@mantine/core';
import type { ResourceDefinition } from '@proboard/domain';
import { IconCopy, IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ResourceRow } from '../api/resource-endpoints.ts';
import { recordRouteId } from '../api/resource-endpoints.ts';
import { recordLabel } from './record-label.ts';
import type { ResourcePaths } from './resource-paths.ts';

interface RowActionsProps {
  definition: ResourceDefinition;
  row: ResourceRow;
  paths: ResourcePaths;
  allowed: { details: boolean; edit: boolean; duplicate: boolean; delete: boolean };
  onDelete(id: string, label: string): void;
  /** Edit in a modal over the list (`ResourceDefinition.modalForms`) instead of the edit screen. */
  onEdit?: (() => void) | undefined;
}

function LinkAction({ to, tip, label, icon }: { to: string; tip: string; label: string; icon: ReactNode }) {
  return (
    <Tooltip label={tip} withArrow>
      <ActionIcon component={Link} to={to} variant="subtle" aria-label={label}>
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}

/** View, edit, duplicate and delete of one row, each only where the route exists and the user may. */
export function RowActions({ definition, row, paths, allowed, onDelete, onEdit }: RowActionsProps) {
  const { t } = useTranslation();
  const id = recordRouteId(definition, row);
  const label = recordLabel(row);
  const details = allowed.details ? paths.details(id, row) : null;
  const edit = allowed.edit ? paths.edit(id, row) : null;
  const duplicate = allowed.duplicate ? paths.duplicate(id) : null;
  return (
    <Group gap={2} wrap="nowrap">
      {details ? (
        <LinkAction
          to={details}
          tip={t('kit.actions.view')}
          label={`${t('kit.actions.view')} ${label}`}
          icon={<IconEye size={16} aria-hidden />}
        />
      ) : null}
      {edit ? (
        <LinkAction
          to={edit}
          tip={t('kit.actions.edit')}
          label={`${t('kit.actions.edit')} ${label}`}
          icon={<IconPencil size={16} aria-hidden />}
        />
      ) : null}
      {onEdit && allowed.edit ? (
        <Tooltip label={t('kit.actions.edit')} withArrow>
          <ActionIcon variant="subtle" aria-label={`${t('kit.actions.edit')} ${label}`} onClick={onEdit}>
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
      {duplicate ? (
        <LinkAction
          to={duplicate}
          tip={t('kit.actions.duplicate')}
          label={`${t('kit.actions.duplicate')} ${label}`}
          icon={<IconCopy size={16} aria-hidden />}
        />
      ) : null}
      {allowed.delete ? (
        <Tooltip label={t('kit.actions.delete')} withArrow>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`${t('kit.actions.delete')} ${label}`}
            onClick={() => onDelete(id, label)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
    </Group>
  );
}
