import { TextInput } from '@mantine/core';
import { type BoundFieldProps, labelProps } from './field-props.ts';
import { useBoundField } from './field-status.tsx';

export function BoundTextInput(props: BoundFieldProps) {
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
