import { Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { type BoundFieldProps, labelProps } from './field-props.ts';
import { useBoundField } from './field-status.tsx';

/** `description` may be more than text here: a byte counter (ByteCountedField) marks itself. */
export function BoundTextarea(props: Omit<BoundFieldProps, 'description'> & { description?: ReactNode }) {
  const { field, statusProps } = useBoundField(props.name);
  return (
    <Textarea
      {...labelProps(props)}
      description={props.description}
      name={field.name}
      ref={field.ref}
      autosize
      minRows={3}
      maxRows={props.readOnly ? 30 : undefined}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      disabled={field.disabled}
      readOnly={props.readOnly}
      {...statusProps()}
    />
  );
}
