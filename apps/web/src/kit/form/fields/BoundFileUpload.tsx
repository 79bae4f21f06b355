import { useController } from 'react-hook-form';
import { FileUpload } from '../../fields/FileUpload.tsx';
import type { BoundFieldProps } from './field-props.ts';

/** A file field whose value is the uploaded file's URL ('' when none). */
export function BoundFileUpload(props: BoundFieldProps) {
  const { field, fieldState } = useController({ name: props.name });
  return (
    <FileUpload
      label={props.label}
      ref={field.ref}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      disabled={field.disabled}
      required={props.required}
      error={fieldState.error?.message}
    />
  );
}
