import type { ResourceDefinition } from '@proboard/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { confirm, reportFailure, showSuccessToast } from '../../feedback/index.ts';
import { deleteRecord, resourceKeys } from '../api/resource-queries.ts';
import { resourceSingular } from '../text/translate.ts';
import { deletedNotice } from './record-messages.ts';

/**
 * Delete with the shell's confirmation modal (spec section 8: "cannot be undone"), then a toast, or
 * the error modal when it fails (a record others use answers 409; `failedMessage` where the resource
 * names its own, spec section 8). Resolves true when the record was deleted.
 */
export function useDeleteRecord(definition: ResourceDefinition, failedMessage?: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useCallback(
    async (id: string, label: string): Promise<boolean> => {
      const confirmed = await confirm({
        title: t('kit.form.deleteTitle', { name: resourceSingular(t, definition.name) }),
        message: t('kit.form.deleteMessage', { label }),
        acceptLabel: t('kit.actions.delete'),
        cancelLabel: t('kit.actions.cancel'),
        danger: true,
      });
      if (!confirmed) return false;
      const response = await deleteRecord(definition, id);
      if (!response.ok) {
        reportFailure(response, { fallbackMessage: failedMessage ?? t('kit.form.deleteError') });
        return false;
      }
      queryClient.removeQueries({ queryKey: resourceKeys.record(definition.name, id) });
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(definition.name) });
      showSuccessToast(deletedNotice(t, definition, label));
      return true;
    },
    [definition, failedMessage, queryClient, t],
  );
}
