import { Button, Group, Modal, Stack } from '@mantine/core';
import { NOTE_MAX, type ResourceDefinition, rules, type TransitionDef } from '@proboard/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../feedback/confirm.tsx';
import { reportFailure } from '../../feedback/report-failure.ts';
import { showSuccessToast } from '../../notifications/toast.tsx';
import { resourceKeys } from '../api/resource-queries.ts';
import { domainResolver } from '../form/domain-resolver.ts';
import { BoundDateInput } from '../form/fields/BoundDateInput.tsx';
import { BoundNumberInput } from '../form/fields/BoundNumberInput.tsx';
import { BoundTextarea } from '../form/fields/BoundTextarea.tsx';
import { BoundTextInput } from '../form/fields/BoundTextInput.tsx';
import { SelectField } from '../form/fields/SelectField.tsx';
import { isRequired } from '../form/schema-shape.ts';
import { fieldLabel, statusLabel, validationText } from '../text/translate.ts';
import { runTransition } from './workflow-api.ts';

type Values = Record<string, unknown>;

interface TransitionModalProps {
  definition: ResourceDefinition;
  transition: TransitionDef;
  recordId: string;
  /** The record's `updated_at` as read: a move made meanwhile by someone else answers 409. */
  updatedAt: string | undefined;
  /** What the note is called where the workflow names it (WorkflowDef.noteField); "note" otherwise. */
  noteLabel?: string;
  onClose(): void;
}

/** The transition's own rules plus its note (required where the table says so). */
function modalSchema(transition: TransitionDef) {
  const note = transition.noteRequired
    ? rules.requiredText(rules.max(NOTE_MAX))
    : rules.text(rules.max(NOTE_MAX)).optional();
  return transition.schema.extend({ note });
}

/** Empty inputs are absent values, as the server reads them (a required one is then refused by name). */
const withoutEmpty = (values: Values): Values =>
  Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== '' && value !== null && value !== undefined),
  );

/**
 * The modal of one transition: exactly its fields with their rules (the table's zod schema), the note,
 * and a confirmation that says it cannot be undone where the table asks for one.
 */
export function TransitionModal({
  definition,
  transition,
  recordId,
  updatedAt,
  noteLabel,
  onClose,
}: TransitionModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const state = statusLabel(t, transition.to, definition.name);
  const schema = useMemo(() => modalSchema(transition), [transition]);
  const resolver = useMemo(
    () => domainResolver<Values>(schema, withoutEmpty, ({ key, params }) => validationText(t, key, params)),
    [schema, t],
  );
  const form = useForm<Values, unknown, Values>({
    defaultValues: Object.fromEntries([...transition.fields.map((field) => [field.key, '']), ['note', '']]),
    resolver,
  });
  const visibleKeys = [...transition.fields.map((field) => field.key), 'note'];

  async function submit({ note, ...fields }: Values) {
    if (transition.confirm) {
      const accepted = await confirm({
        message: t('workflow.confirm', { state }),
        danger: true,
        cancelLabel: t('workflow.cancel'),
      });
      if (!accepted) return;
    }
    const response = await runTransition(definition, recordId, {
      to: transition.to,
      fields,
      note: typeof note === 'string' && note.trim() ? note : null,
      ...(updatedAt ? { updated_at: updatedAt } : {}),
    });
    if (response.ok) {
      await queryClient.invalidateQueries({ queryKey: resourceKeys.all(definition.name) });
      showSuccessToast(t('workflow.moved', { state }));
      onClose();
      return;
    }
    reportFailure(response, {
      fallbackMessage: t('workflow.moveError'),
      form: { setError: form.setError, visibleKeys },
    });
  }

  const shape = schema.shape as Record<string, Parameters<typeof isRequired>[0]>;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('workflow.moveTo', { state })}
      centered
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <FormProvider {...form}>
        <form noValidate onSubmit={form.handleSubmit(submit)}>
          <Stack gap="sm">
            {transition.fields.map((field) => {
              const props = {
                name: field.key,
                label: fieldLabel(t, definition.name, field.key),
                required: isRequired(shape[field.key]),
              };
              if (field.kind === 'number') return <BoundNumberInput key={field.key} {...props} />;
              if (field.kind === 'textarea') return <BoundTextarea key={field.key} {...props} />;
              if (field.kind === 'date') return <BoundDateInput key={field.key} {...props} />;
              // A record to pick (an assistance's centre): the field's source feeds the select.
              if (field.kind === 'select') {
                return <SelectField key={field.key} {...props} definition={definition} field={field} />;
              }
              return <BoundTextInput key={field.key} {...props} />;
            })}
            <BoundTextarea
              name="note"
              label={noteLabel ?? t('workflow.note')}
              required={isRequired(shape.note)}
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t('workflow.cancel')}
              </Button>
              <Button type="submit" loading={form.formState.isSubmitting}>
                {t('workflow.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </Modal>
  );
}
