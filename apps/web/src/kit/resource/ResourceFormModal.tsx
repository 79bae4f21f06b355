import { Alert, Button, Group, Modal, Stack } from '@mantine/core';
import type { ResourceDefinition } from '@proboard/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { reportFailure } from '../../feedback/report-failure.ts';
import { showErrorToast, showSuccessToast } from '../../notifications/toast.tsx';
import { type ResourceRow, recordRouteId } from '../api/resource-endpoints.ts';
import { resourceKeys, saveRecord } from '../api/resource-queries.ts';
import { domainResolver } from '../form/domain-resolver.ts';
import { FormFields } from '../form/FormFields.tsx';
import {
  emptyFormValues,
  type FormValues,
  formValuesToPayload,
  recordToFormValues,
} from '../form/form-values.ts';
import { resourceSingular, translateKey, validationText } from '../text/translate.ts';
import { savedNotice } from './record-messages.ts';
import { visibleFormKeys } from './server-errors.ts';

/** Texts a resource may give its modal instead of the kit's (spec section 8's commission messages). */
export interface ResourceFormModalMessages {
  /** Shown when the form is refused before any call (the spec's "create incomplete"). */
  invalid?: string;
  createError?: string;
  updateError?: string;
}

interface ResourceFormModalProps {
  definition: ResourceDefinition;
  /** The list row to edit (its `updated_at` is the lock); null: a new record. */
  record: ResourceRow | null;
  messages?: ResourceFormModalMessages | undefined;
  onClose(): void;
}

/**
 * The kit's form in a modal over the list, for resources edited there rather than on screens of their
 * own (`ResourceDefinition.modalForms`): the definition's fields and schema, the server's 422 per
 * field, a 409 when someone saved first; the list reloads after a save.
 */
export function ResourceFormModal({ definition, record, messages, onClose }: ResourceFormModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [refused, setRefused] = useState<string | null>(null);
  const resolver = useMemo(
    () =>
      domainResolver<FormValues>(
        definition.schema,
        (values) => formValuesToPayload(definition, values),
        ({ key, params }) => validationText(t, key, params),
      ),
    [definition, t],
  );
  const form = useForm<FormValues, unknown, Record<string, unknown>>({
    defaultValues: record ? recordToFormValues(definition, record) : emptyFormValues(definition),
    resolver,
  });
  const mode = record ? 'edit' : 'create';
  const title = translateKey(t, `kit.form.titles.${mode}`, { name: resourceSingular(t, definition.name) });

  async function save(payload: Record<string, unknown>) {
    setRefused(null);
    const response = await saveRecord(definition, record ? recordRouteId(definition, record) : null, payload);
    if (response.ok) {
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(definition.name) });
      showSuccessToast(savedNotice(t, definition, response.content));
      onClose();
      return;
    }
    if (response.status === 409 && record) {
      setRefused(t('kit.form.conflictTitle'));
      return;
    }
    reportFailure(response, {
      fallbackMessage: (record ? messages?.updateError : messages?.createError) ?? t('kit.form.saveError'),
      form: { setError: form.setError, visibleKeys: visibleFormKeys(definition) },
    });
  }

  function invalid() {
    const message = messages?.invalid ?? t('errors.invalidForm');
    setRefused(message);
    showErrorToast(message);
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <FormProvider {...form}>
        <form noValidate aria-label={title} onSubmit={form.handleSubmit(save, invalid)}>
          <Stack gap="md">
            {refused ? (
              <Alert color="red" role="alert">
                {refused}
              </Alert>
            ) : null}
            <FormFields definition={definition} disabled={false} savedMarkets={[]} />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('kit.actions.cancel')}
              </Button>
              <Button type="submit" loading={form.formState.isSubmitting}>
                {t('kit.actions.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </Modal>
  );
}
