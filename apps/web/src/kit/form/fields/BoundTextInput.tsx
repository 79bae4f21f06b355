import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { type BoundFieldProps, labelProps } from './field-props.ts';
import { useBoundField } from './field-status.tsx';

/** `description` may be more than text here: a byte counter (ByteCountedField) marks itself. */
export function BoundTextInput(props: Omit<BoundFieldProps, 'description'> & { description?: ReactNode }) {
  const { field, statusProps } = useBoundField(props.name);
  return (
    <TextInput
      {...labelProps(props)}
      description={props.description}
      name={field.name}
      ref={field.ref}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      disabled={field.disabled}
      readOnly={props.readOnly}
      {...statusProps()}
    />
  );
}
