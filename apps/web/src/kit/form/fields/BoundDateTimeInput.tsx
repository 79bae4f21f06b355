import '@mantine/dates/styles.css';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/it';
import 'dayjs/locale/pt';
import { DateTimePicker } from '@mantine/dates';
import { momentText } from '@proboard/domain';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { type BoundFieldProps, labelProps } from './field-props.ts';
import { useBoundField } from './field-status.tsx';

/** The picker's own value (`2026-12-02 10:30:00`, the browser's zone) of a stored moment. */
const pickerValue = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' && dayjs(value).isValid()
    ? dayjs(value).format('YYYY-MM-DD HH:mm:ss')
    : null;

/**
 * A moment (a publishing window's start or end): a day from the calendar and a time to the minute,
 * in the user's own zone, kept in the form as ISO 8601 with its zone (`2026-12-02T09:30:00.000Z`) so
 * the server reads the moment the user meant. The line below spells it out in the interface language.
 */
export function BoundDateTimeInput(props: BoundFieldProps) {
  const { t, i18n } = useTranslation();
  const { field, statusProps } = useBoundField(props.name);
  const locale = i18n.language;
  const value = pickerValue(field.value);
  return (
    <DateTimePicker
      {...labelProps(props)}
      locale={locale}
      valueFormat="DD/MM/YYYY HH:mm"
      placeholder={t('kit.form.date.placeholder')}
      firstDayOfWeek={1}
      clearable={!props.readOnly && !field.disabled}
      clearButtonProps={{ 'aria-label': t('kit.form.date.clear') }}
      description={props.description ?? (value ? (momentText(field.value, locale) ?? undefined) : undefined)}
      name={field.name}
      ref={field.ref}
      value={value}
      onChange={(picked) => field.onChange(picked ? dayjs(picked).toISOString() : '')}
      onBlur={field.onBlur}
      disabled={field.disabled}
      readOnly={props.readOnly}
      {...statusProps()}
    />
  );
}
