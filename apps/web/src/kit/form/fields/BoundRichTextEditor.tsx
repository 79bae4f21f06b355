import { Loader } from '@mantine/core';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoundFieldProps } from './field-props.ts';
import { useBoundField } from './field-status.tsx';

// Its own chunk: tiptap and ProseMirror load only when a form shows a rich text.
const RichTextEditor = lazy(() => import('../../fields/RichTextEditor.tsx'));

/** A rich-text field (HTML) bound to the form; the server sanitises what it stores. */
export function BoundRichTextEditor(props: BoundFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const { field, fieldState } = useBoundField(props.name);
  return (
    <Suspense fallback={<Loader size="sm" role="status" aria-label={t('kit.table.loading')} />}>
      <RichTextEditor
        id={id}
        label={props.label}
        value={(field.value as string | null | undefined) ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        disabled={field.disabled}
        required={props.required}
        error={fieldState.error?.message}
      />
    </Suspense>
  );
}
