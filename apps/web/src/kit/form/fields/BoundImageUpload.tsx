import { useController } from 'react-hook-form';
import { ImageUpload } from '../../fields/ImageUpload.tsx';
import type { BoundFieldProps } from './field-props.ts';

/** An image field whose value is the uploaded file's URL; `maxBytes`, the most it may weigh. */
export function BoundImageUpload(props: BoundFieldProps & { maxBytes?: number }) {
  const { field, fieldState } = useController({ name: props.name });
  return (
    <ImageUpload
      label={props.label}
      ref={field.ref}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      disabled={field.disabled}
      error={fieldState.error?.message}
      maxBytes={props.maxBytes}
    />
  );
}
