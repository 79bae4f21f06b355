import { NumberInput } from '@mantine/core';
import { type BoundFieldProps, labelProps } from './field-props.ts';
import { useBoundField } from './field-status.tsx';

/** A number that may be empty (''); a decimal is written with a dot (spec section 5). */
export function BoundNumberInput(props: BoundFieldProps) {
  const { field, statusProps } = useBoundField(props.name);
  const value = field.value as number | string | null | undefined;
  return (
    <NumberInput
      {...labelProps(props)}
      description={props.description}
      name={field.name}
      ref={field.ref}
      value={value ?? ''}
      onChange={(next) => field.onChange(next)}
      onBlur={field.onBlur}
      decimalSeparator="."
      hideControls
      disabled={field.disabled}
      {...statusProps()}
    />
  );
}
