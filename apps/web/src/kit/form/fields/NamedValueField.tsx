import { TextInput } from '@mantine/core';
import { useBoundField } from './field-status.tsx';

/**
 * A read-only value the resource names (a CRM log's operation `upsertClient`, "Crear o actualizar
 * cliente"): shown by its name, as the list shows it; a value without a name as it is.
 */
export function NamedValueField({
  name,
  label,
  names,
}: {
  name: string;
  label: string;
  names: Readonly<Record<string, string>>;
}) {
  const { field } = useBoundField(name);
  const value = field.value;
  const text = typeof value === 'string' ? (names[value] ?? value) : value == null ? '' : String(value);
  return <TextInput label={label} name={field.name} value={text} disabled={field.disabled} readOnly />;
}
