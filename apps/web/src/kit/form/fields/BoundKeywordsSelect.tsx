import { useController } from 'react-hook-form';
import { KeywordsSelect } from '../../translations/KeywordsSelect.tsx';
import type { BoundFieldProps } from './field-props.ts';

export function BoundKeywordsSelect(props: BoundFieldProps) {
  const { field, fieldState } = useController({ name: props.name });
  const value = Array.isArray(field.value) ? (field.value as number[]) : [];
  return (
    <KeywordsSelect
      label={props.label}
      value={value}
      onChange={field.onChange}
      disabled={field.disabled}
      error={fieldState.error?.message}
    />
  );
}
