import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { calendarDayText } from '../../fields/calendar-day.ts';
import { type BoundFieldProps, labelProps } from './field-props.ts';
import { useBoundField } from './field-status.tsx';

/**
 * A calendar date (`2026-03-31`; empty is '') in the browser's own date picker, which writes the day
 * the browser's way; the line below spells the chosen day out in the interface language
 * ("miércoles, 31 de marzo de 2027"), so nobody mistakes 03/04 for 4 March. A localised picker
 * (Mantine's DateInput) needs `@mantine/dates`, which is not installed.
 */
export function BoundDateInput(props: BoundFieldProps) {
  const { i18n } = useTranslation();
  const { field, statusProps } = useBoundField(props.name);
  const value = (field.value as string | null | undefined) ?? '';
  return (
    <TextInput
      {...labelProps(props)}
      type="date"
      lang={i18n.language}
      description={props.description ?? calendarDayText(value, i18n.language, 'full') ?? undefined}
      name={field.name}
      ref={field.ref}
      value={value}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      disabled={field.disabled}
      readOnly={props.readOnly}
      {...statusProps()}
    />
  );
}
