import { TextInput } from '@mantine/core';
import { useFormState, useWatch } from 'react-hook-form';
import { optionCode } from './option-rows.ts';

/** The option's code, built from the attribute's code and the option's value; not typed. */
export function OptionCodeCell({ index, label }: { index: number; label: string }) {
  const attribute = useWatch({ name: 'az_iso' }) as string | undefined;
  const value = useWatch({ name: `options.${index}.value` }) as string | undefined;
  const { errors } = useFormState({ name: `options.${index}.az_iso` });
  const error = (errors.options as { [i: number]: { az_iso?: { message?: string } } } | undefined)?.[index]
    ?.az_iso;
  return (
    <TextInput
      aria-label={label}
      value={optionCode(attribute ?? '', value ?? '')}
      readOnly
      variant="filled"
      error={error?.message}
    />
  );
}
