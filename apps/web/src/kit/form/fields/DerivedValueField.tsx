import { TextInput } from '@mantine/core';
import type { FieldDef } from '@proboard/domain';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useBoundField } from './field-status.tsx';

/**
 * A read-only value that follows the fields it is made of as they are typed (an article's volume from
 * its dimensions, `FieldDef.derive`); the server stores it by the same function, whatever is sent.
 */
export function DerivedValueField({
  field,
  label,
}: {
  field: FieldDef & { derive: NonNullable<FieldDef['derive']> };
  label: string;
}) {
  const { i18n } = useTranslation();
  // Bound for the form's disabled state and status marks; its own value is never sent.
  const { field: bound, statusProps } = useBoundField(field.key);
  const sources = useWatch({ name: [...field.derive.from] }) as unknown[];
  const value = field.derive.value(sources);
  const shown =
    typeof value === 'number'
      ? new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 6 }).format(value)
      : value == null
        ? ''
        : String(value);
  return (
    <TextInput
      label={label}
      name={bound.name}
      value={shown}
      disabled={bound.disabled}
      readOnly
      {...statusProps()}
    />
  );
}
