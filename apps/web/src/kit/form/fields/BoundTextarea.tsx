import { Textarea } from '@mantine/core';
import { type BoundFieldProps, labelProps } from './field-props.ts';
import { useBoundField } from './field-status.tsx';

export function BoundTextarea(props: BoundFieldProps) {
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
