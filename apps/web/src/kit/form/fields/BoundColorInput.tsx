import { useController } from 'react-hook-form';
import { HexColorInput } from '../../fields/HexColorInput.tsx';
import { type BoundFieldProps, labelProps } from './field-props.ts';

export function BoundColorInput(props: BoundFieldProps) {
  const { field, fieldState } = useController({ name: props.name });
  return (
    <HexColorInput
      {...labelProps(props)}
      description={props.description}
      name={field.name}
      ref={field.ref}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      disabled={field.disabled}
      error={fieldState.error?.message}
    />
  );
}
