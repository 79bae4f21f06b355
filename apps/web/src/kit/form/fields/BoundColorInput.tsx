import { HexColorInput } from '../../fields/HexColorInput.tsx';
import { type BoundFieldProps, labelProps } from './field-props.ts';
import { useBoundField } from './field-status.tsx';

export function BoundColorInput(props: BoundFieldProps) {
  const { field, statusProps } = useBoundField(props.name);
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
      {...statusProps()}
    />
  );
}
