import { useController } from 'react-hook-form';
import { OrderedImages } from '../../fields/OrderedImages.tsx';
import type { BoundFieldProps } from './field-props.ts';

/** An ordered list of images (an article's additional images); errors on the list or on one image. */
export function BoundOrderedImages(props: BoundFieldProps & { max: number }) {
  const { field, fieldState } = useController({ name: props.name });
  const value = Array.isArray(field.value) ? (field.value as string[]) : [];
  // A server error on one image arrives as `images.3`: react-hook-form keeps it at that index.
  const nested = fieldState.error as unknown as Record<number, { message?: string } | undefined> | undefined;
  const imageErrors = Object.fromEntries(value.map((_, index) => [index, nested?.[index]?.message]));
  return (
    <OrderedImages
      label={props.label}
      value={value}
      onChange={field.onChange}
      max={props.max}
      disabled={field.disabled}
      error={
        fieldState.error?.message ?? (fieldState.error as { root?: { message?: string } })?.root?.message
      }
      imageErrors={imageErrors}
    />
  );
}
