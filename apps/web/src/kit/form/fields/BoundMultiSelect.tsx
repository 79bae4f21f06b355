import { MultiSelect } from '@mantine/core';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { SourceOption } from '../../api/sources.ts';
import { type BoundFieldProps, labelProps } from './field-props.ts';

/** Several values from a known list of options. */
export function BoundMultiSelect(props: BoundFieldProps & { options: readonly SourceOption[] }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name: props.name });
  const value = Array.isArray(field.value) ? (field.value as (string | number)[]) : [];
  return (
    <MultiSelect<string | number>
      {...labelProps(props)}
      description={props.description}
      name={field.name}
      ref={field.ref}
      data={[...props.options]}
      value={value}
      onChange={(next) => field.onChange(next)}
      onBlur={field.onBlur}
      searchable
      placeholder={field.disabled ? undefined : t('kit.select.placeholder')}
      nothingFoundMessage={props.options.length === 0 ? t('kit.select.empty') : t('kit.select.noResults')}
      disabled={field.disabled}
      error={fieldState.error?.message}
      maxDropdownHeight={160}
    />
  );
}
