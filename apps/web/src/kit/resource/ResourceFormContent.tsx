import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { ResourceDefinition } from '@proboard/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { confirm } from '../../feedback/index.ts';
import { reportFailure } from '../../feedback/report-failure.ts';
import { showErrorToast, showSuccessToast } from '../../notifications/toast.tsx';
import { useCurrentUser } from '../../session/use-current-user.ts';
import { readRecord, recordRouteId } from '../api/resource-endpoints.ts';
import { resourceKeys, saveRecord } from '../api/resource-queries.ts';
import { domainResolver } from '../form/domain-resolver.ts';
import { FormFields } from '../form/FormFields.tsx';
import { type FormValues, formValuesToPayload } from '../form/form-values.ts';
import { PendingUploadsContext } from '../form/pending-uploads.ts';
import { resourceSingular, translateKey, validationText } from '../text/translate.ts';
import { ConflictAlert } from './ConflictAlert.tsx';
import { FormHeaderActions } from './FormHeaderActions.tsx';
import { type FormMode, savesNewRecord } from './form-mode.ts';
import { savedNotice } from './record-messages.ts';
import type { ResourceFormParts } from './resource-form-parts.ts';
import { resourcePaths } from './resource-paths.ts';
import { visibleFormKeys } from './server-errors.ts';
import { useDeleteRecord } from './use-delete-record.ts';
import { useUnsavedChanges } from './use-unsaved-changes.ts';

export interface ResourceFormContentProps {
  definition: ResourceDefinition;
  mode: FormMode;
  /** The saved record's route id (edit, details). */
  recordId: string | null;
  /** The route id of the record a duplicate starts from (`?from=`), sent with its create. */
  duplicateOf?: string | null;
  initialValues: FormValues;
  savedMarkets: readonly number[];
  onReload(): void;
  reloading: boolean;
  parts?: ResourceFormParts | undefined;
}

/** The one form of create, details (disabled), edit and duplicate, validated by the definition's schema. */
export function ResourceFormContent(props: ResourceFormContentProps) {
  const { definition, mode, recordId } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const paths = resourcePaths(definition);
  const readOnly = mode === 'details';
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
    defaultValues: props.initialValues,
    resolver,
    disabled: readOnly,
    // An edit form is validated on load (below): a field shown in error must clear as soon as the
    // user fixes it, not at the next save. A new record's form stays quiet until its first save.
    mode: mode === 'edit' ? 'onChange' : 'onSubmit',
  });
  const [conflict, setConflict] = useState(false);
  const { isDirty, isSubmitting } = form.formState;
  const [pendingUploads, setPendingUploads] = useState(0);
  const reportPendingUpload = useCallback((delta: 1 | -1) => setPendingUploads((count) => count + delta), []);
  const waitingForUpload = pendingUploads > 0;
  const allowLeave = useUnsavedChanges(isDirty && !readOnly);
  const deleteRecord = useDeleteRecord(definition);

  // Spec section 4: validation runs on load of an existing record.
  const { trigger } = form;
  useEffect(() => {
    if (mode === 'edit') void trigger();
  }, [mode, trigger]);

  async function save(payload: Record<string, unknown>) {
    // The button is disabled meanwhile; this also holds a submit by keyboard.
    if (waitingForUpload) return;
    const confirmation = savesNewRecord(mode) ? props.parts?.confirmCreate?.(t) : undefined;
    if (confirmation && !(await confirm({ ...confirmation, cancelLabel: t('kit.actions.cancel') }))) return;
    const response = props.parts?.save
      ? await props.parts.save(recordId, payload)
      : await saveRecord(
          definition,
          savesNewRecord(mode) ? null : recordId,
          payload,
          mode === 'duplicate' ? (props.duplicateOf ?? null) : null,
        );
    if (response.ok) {
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(definition.name) });
      showSuccessToast(savedNotice(t, definition, response.content));
      await props.parts?.afterSave?.(response.content);
      allowLeave.current = true;
      let target = paths.list ?? '/';
      try {
        const saved = readRecord(definition, response.content);
        target = paths.details(recordRouteId(definition, saved), saved) ?? target;
      } catch {
        // An answer without the record: back to the list.
      }
      await navigate(target);
      return;
    }
    // A 409 naming a field is a rule (an ASIN the article already has), not someone saving first.
    if (response.status === 409 && !savesNewRecord(mode) && !response.content?.errors) {
      setConflict(true);
      return;
    }
    reportFailure(response, {
      fallbackMessage: t('kit.form.saveError'),
      form: {
        setError: form.setError,
        visibleKeys: [...visibleFormKeys(definition), ...(props.parts?.fieldKeys ?? [])],
      },
    });
  }

  async function remove() {
    if (!recordId) return;
    const deleted = await deleteRecord(
      recordId,
      String(props.initialValues.az_iso ?? props.initialValues.name ?? recordId),
    );
    if (deleted) {
      allowLeave.current = true;
      await navigate(paths.list ?? '/');
    }
  }

  const title =
    props.parts?.title?.(t) ??
    translateKey(t, `kit.form.titles.${mode}`, { name: resourceSingular(t, definition.name) });
  return (
    <FormProvider {...form}>
      <PendingUploadsContext.Provider value={reportPendingUpload}>
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <Title order={1} size="h2">
              {title}
            </Title>
            {props.parts?.withoutRecordActions ? null : (
              <FormHeaderActions
                definition={definition}
                mode={mode}
                recordId={recordId}
                user={user}
                onDelete={() => void remove()}
              />
            )}
          </Group>
          {props.parts?.Header ? (
            <Suspense fallback={null}>
              <props.parts.Header mode={mode} recordId={recordId} />
            </Suspense>
          ) : null}
          {conflict ? (
            <ConflictAlert
              onReload={props.onReload}
              reloading={props.reloading}
              texts={props.parts?.conflict?.(t)}
            />
          ) : null}
          <form
            noValidate
            aria-label={title}
            onSubmit={form.handleSubmit(save, () => showErrorToast(t('errors.invalidForm')))}
          >
            <Stack gap="lg">
              <FormFields definition={definition} disabled={readOnly} savedMarkets={props.savedMarkets} />
              {props.parts?.Inside ? (
                <Suspense fallback={null}>
                  <props.parts.Inside mode={mode} recordId={recordId} />
                </Suspense>
              ) : null}
              <Group justify="flex-end">
                {waitingForUpload ? (
                  <Text size="sm" c="dimmed" role="status">
                    {t('kit.form.waitingForUpload')}
                  </Text>
                ) : null}
                {paths.list ? (
                  <Button component={Link} to={paths.list} variant="default">
                    {readOnly ? t('kit.actions.backToList') : t('kit.actions.cancel')}
                  </Button>
                ) : null}
                {readOnly ? null : (
                  <Button type="submit" loading={isSubmitting} disabled={waitingForUpload}>
                    {t('kit.actions.save')}
                  </Button>
                )}
              </Group>
            </Stack>
          </form>
        </Stack>
      </PendingUploadsContext.Provider>
    </FormProvider>
  );
}
