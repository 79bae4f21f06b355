import { useWatch } from 'react-hook-form';
import { SlugInput } from '../../fields/SlugInput.tsx';
import { type BoundFieldProps, labelProps } from './field-props.ts';
import { useBoundField } from './field-status.tsx';

/** A slug that follows the field named `source` until typed by hand. */
export function BoundSlugInput(props: BoundFieldProps & { source: string }) {
  const { field, statusProps } = useBoundField(props.name);
  const source = useWatch({ name: props.source }) as string | null | undefined;
  return (
    <SlugInput
      {...labelProps(props)}
      description={props.description}
      name={field.name}
      ref={field.ref}
      source={source ?? ''}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      disabled={field.disabled}
      {...statusProps()}
    />
  );
}
