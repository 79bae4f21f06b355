import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import 'dayjs/locale/pt';
import { type CalendarAriaLabels, DateInput } from '@mantine/dates';
import { calendarDayText } from '@proboard/domain';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { parseTypedDay, typedDayFormat } from '../../fields/typed-day.ts';
import classes from './date-input.module.css';
import { type BoundFieldProps, labelProps } from './field-props.ts';
import { useBoundField } from './field-status.tsx';

/**
 * A calendar date (`2026-03-31`; empty is '') typed in the interface language's order (`31/03/2026`
 * in Spanish, whatever the browser's own settings) or picked from a calendar with that language's
 * month and day names. The line below spells the chosen day out ("miércoles, 31 de marzo de 2027"),
 * so nobody mistakes 03/04 for 4 March.
 */
export function BoundDateInput(props: BoundFieldProps) {
  const { t, i18n } = useTranslation();
  const { field, statusProps } = useBoundField(props.name);
  const value = (field.value as string | null | undefined) || null;
  const locale = i18n.language;
  const format = typedDayFormat(locale);
  return (
    <DateInput
      {...labelProps(props)}
      locale={locale}
      valueFormat={format}
      placeholder={t('kit.form.date.placeholder')}
      dateParser={(text) => parseTypedDay(text, locale)}
      firstDayOfWeek={1}
      clearable={!props.readOnly && !field.disabled}
      clearButtonProps={{ 'aria-label': t('kit.form.date.clear') }}
      ariaLabels={calendarLabels(t)}
      classNames={{ day: classes.day }}
      description={props.description ?? calendarDayText(value, locale, 'full') ?? undefined}
      name={field.name}
      ref={field.ref}
      value={value}
      onChange={(day) => field.onChange(day ?? '')}
      onBlur={field.onBlur}
      disabled={field.disabled}
      readOnly={props.readOnly}
      {...statusProps()}
    />
  );
}

const CALENDAR_CONTROLS = [
  'previousMonth',
  'nextMonth',
  'previousYear',
  'nextYear',
  'previousDecade',
  'nextDecade',
] as const satisfies readonly (keyof CalendarAriaLabels)[];

/** The names of the calendar's arrows, which show only an icon (its level buttons show their month or year). */
function calendarLabels(t: TFunction): CalendarAriaLabels {
  return Object.fromEntries(CALENDAR_CONTROLS.map((control) => [control, t(`kit.form.date.${control}`)]));
}
