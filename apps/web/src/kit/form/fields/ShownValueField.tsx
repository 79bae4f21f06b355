import { TextInput } from '@mantine/core';
import { useBoundField } from './field-status.tsx';

/**
 * A read-only value shown as the list shows it: by its name where the resource names its values (a
 * CRM log's operation `upsertClient`, "Crear o actualizar cliente"), a moment in the user's language
 * ("9 de noviembre de 2026 a las 7:05:21"); `show` writes it.
 */
export function ShownValueField({
  name,
  label,
  show,
}: {
  name: string;
  label: string;
  show: (value: unknown) => string;
}) {
  const { field, statusProps } = useBoundField(name);
  const value = field.value;
  return (
    <TextInput
      label={label}
      name={field.name}
      value={value == null ? '' : show(value)}
      disabled={field.disabled}
      readOnly
      {...statusProps()}
    />
  );
}
