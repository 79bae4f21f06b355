import { Button, Group, Stack, Text } from '@mantine/core';
import {
  type ArticleBulkChanges,
  articleBulkChangesSchema,
  type BatchJob,
  type RawListContext,
  type ResourceDefinition,
} from '@proboard/domain';
import { useMemo, useState } from 'react';
import { type FieldErrors, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../feedback/ConfirmDialog.tsx';
import { reportFailure } from '../../../feedback/report-failure.ts';
import { readBatchJob } from '../../../kit/batch-jobs/batch-job-api.ts';
import { FormAlert } from '../../../kit/FormAlert.tsx';
import { domainResolver } from '../../../kit/form/domain-resolver.ts';
import { validationText } from '../../../kit/text/translate.ts';
import { showErrorToast } from '../../../notifications/toast.tsx';
import { ArticleBulkFields } from './ArticleBulkFields.tsx';
import { startArticleBulkUpdate } from './article-bulk-api.ts';
import {
  type ArticleBulkFormValues,
  BULK_FORM_FIELDS,
  bulkFieldErrors,
  bulkSelection,
  emptyBulkForm,
  toBulkChanges,
} from './article-bulk-form.ts';
import { BulkChangesSummary } from './BulkChangesSummary.tsx';

interface ArticleBulkFormProps {
  definition: ResourceDefinition;
  selected: readonly string[];
  context: RawListContext;
  total: number | null;
  onStarted(job: BatchJob): void;
  onCancel(): void;
}

/** A rule on the changes as a whole ("choose at least one change") has no field: it is the form's `root`. */
const wholeFormError = (errors: FieldErrors<ArticleBulkFormValues>) => errors.root?.message ?? null;

/** The changes, checked by the server's own rules, then a confirmation, then the job starts. */
export function ArticleBulkForm({
  definition,
  selected,
  context,
  total,
  onStarted,
  onCancel,
}: ArticleBulkFormProps) {
  const { t } = useTranslation();
  const resolver = useMemo(
    () =>
      domainResolver<ArticleBulkFormValues>(articleBulkChangesSchema, toBulkChanges, ({ key, params }) =>
        validationText(t, key, params),
      ),
    [t],
  );
  const form = useForm<ArticleBulkFormValues, unknown, Record<string, unknown>>({
    defaultValues: emptyBulkForm(),
    resolver,
  });
  const [confirming, setConfirming] = useState<ArticleBulkChanges | null>(null);
  const [starting, setStarting] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const count = selected.length > 0 ? selected.length : (total ?? 0);
  const scope =
    selected.length > 0
      ? t('resources.articles.bulk.scopeSelected', { count })
      : t('resources.articles.bulk.scopeFiltered', { count });

  async function start(changes: ArticleBulkChanges) {
    setStarting(true);
    const response = await startArticleBulkUpdate(definition, {
      ...bulkSelection(selected, context),
      changes,
    });
    setStarting(false);
    if (response.ok) {
      onStarted(readBatchJob(response.content));
      return;
    }
    setConfirming(null);
    // The server names `changes.active`; the form's fields are `active`.
    const content = response.content && {
      ...response.content,
      errors: bulkFieldErrors(response.content.errors),
    };
    reportFailure(
      { ...response, content },
      {
        fallbackMessage: t('resources.articles.bulk.startError'),
        form: { setError: form.setError, visibleKeys: BULK_FORM_FIELDS },
      },
    );
  }

  if (confirming) {
    return (
      <ConfirmDialog
        content={{
          message: t('resources.articles.bulk.confirmMessage', { count }),
          template: <BulkChangesSummary changes={confirming} />,
          acceptLabel: t('resources.articles.bulk.start'),
          cancelLabel: t('resources.articles.bulk.back'),
          acceptDisabled: starting,
        }}
        onAnswer={(accepted) => (accepted ? void start(confirming) : setConfirming(null))}
      />
    );
  }

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={t('resources.articles.bulk.title')}
        onSubmit={form.handleSubmit(
          (changes) => {
            setFormError(null);
            setConfirming(changes as ArticleBulkChanges);
          },
          (errors) => {
            setFormError(wholeFormError(errors));
            showErrorToast(t('errors.invalidForm'));
          },
        )}
      >
        <Stack gap="md">
          <Text size="sm">{scope}</Text>
          <FormAlert message={formError} />
          <ArticleBulkFields />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              {t('kit.actions.cancel')}
            </Button>
            <Button type="submit">{t('resources.articles.bulk.review')}</Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
