import { TextInput } from '@mantine/core';
import { useController } from 'react-hook-form';
import { type BoundFieldProps, labelProps } from './field-props.ts';

export function BoundTextInput(props: BoundFieldProps) {
  const { field, fieldState } = useController({ name: props.name });
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
      error={fieldState.error?.message}
    />
  );
}
