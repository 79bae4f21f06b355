import { Button, Center, Group, Loader } from '@mantine/core';
import type { ResourceDefinition } from '@proboard/domain';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { GatewayError } from '../../api/gateway-error.ts';
import { exceptionText } from '../../feedback/exception.ts';
import type { ResourceRow } from '../api/resource-endpoints.ts';
import { useResourceRecord } from '../api/resource-queries.ts';
import { FormAlert } from '../FormAlert.tsx';
import { NotFoundAlert } from '../feedback/NotFoundAlert.tsx';
import { duplicateFormValues, emptyFormValues, recordToFormValues } from '../form/form-values.ts';
import type { FormMode } from './form-mode.ts';
import { ResourceFormContent } from './ResourceFormContent.tsx';
import type { ResourceFormParts } from './resource-form-parts.ts';
import { resourcePaths } from './resource-paths.ts';

interface ResourceFormProps {
  definition: ResourceDefinition;
  mode: FormMode;
  /** The route's record id (details, edit). */
  id: string | null;
  /** The record a duplicate starts from (`?from=`). */
  sourceId: string | null;
  /** What to show for a record that does not exist (the shell's not-found screen). */
  notFound?: ReactNode;
  /** The resource's own parts of the form (resource-form-parts.ts). */
  parts?: ResourceFormParts;
}

function initialValues(definition: ResourceDefinition, mode: FormMode, record: ResourceRow | undefined) {
  if (!record) return emptyFormValues(definition);
  return mode === 'duplicate'
    ? duplicateFormValues(definition, record)
    : recordToFormValues(definition, record);
}

/** Loads the record a form shows (or starts from), then the form; 404 is the not-found state. */
export function ResourceForm({ definition, mode, id, sourceId, notFound, parts }: ResourceFormProps) {
  const { t } = useTranslation();
  const readId = mode === 'create' ? null : mode === 'duplicate' ? sourceId : id;
  const record = useResourceRecord(definition, readId);
  const values = useMemo(() => initialValues(definition, mode, record.data), [definition, mode, record.data]);

  if (readId && record.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" role="status" aria-label={t('kit.table.loading')} />
      </Center>
    );
  }
  if (record.isError) {
    if (record.error instanceof GatewayError && record.error.status === 404) {
      return notFound ?? <NotFoundAlert listPath={resourcePaths(definition).list ?? undefined} />;
    }
    // A failed read is not an action of the user: said in place, with a way to try again.
    const failure = exceptionText(record.error, '');
    return (
      <FormAlert
        errorHeading={t('feedback.errorTitle')}
        title={t('kit.form.loadError')}
        subtitle={failure.message}
        message={
          <Group justify="flex-end">
            <Button size="xs" variant="light" color="red" onClick={() => void record.refetch()}>
              {t('kit.table.retry')}
            </Button>
          </Group>
        }
      />
    );
  }
  const saved = mode === 'details' || mode === 'edit' ? record.data : undefined;
  const savedMarkets = Array.isArray(saved?.markets_available) ? (saved.markets_available as number[]) : [];
  return (
    <ResourceFormContent
      key={`${mode}:${readId ?? ''}:${String(record.data?.updated_at ?? '')}`}
      definition={definition}
      mode={mode}
      recordId={mode === 'details' || mode === 'edit' ? id : null}
      duplicateOf={mode === 'duplicate' ? sourceId : null}
      initialValues={values}
      savedMarkets={savedMarkets}
      onReload={() => void record.refetch()}
      reloading={record.isFetching}
      parts={parts}
    />
  );
}
