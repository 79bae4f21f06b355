import { useController } from 'react-hook-form';
import { Toggle } from '../../fields/Toggle.tsx';
import type { BoundFieldProps } from './field-props.ts';

export function BoundToggle(props: BoundFieldProps) {
  const { field, fieldState } = useController({ name: props.name });
  return (
    <Toggle
      label={props.label}
      description={props.description}
      name={field.name}
      ref={field.ref}
      checked={Boolean(field.value)}
      onChange={(checked) => field.onChange(checked)}
      onBlur={field.onBlur}
      disabled={field.disabled}
      error={fieldState.error?.message}
    />
  );
}
