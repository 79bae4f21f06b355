import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SourceOption } from '../../api/sources.ts';
import { type BoundFieldProps, labelProps } from './field-props.ts';
import { useBoundField } from './field-status.tsx';

/** The most values a multiselect takes (`FieldDef.maxValues`); none when unset. */
export interface MultiSelectLimit {
  maxValues?: number;
}

/** Several values from a known list of options; with a limit, says how many and stops there. */
export function BoundMultiSelect(
  props: BoundFieldProps & MultiSelectLimit & { options: readonly SourceOption[] },
) {
  const { t } = useTranslation();
  const { field, statusProps } = useBoundField(props.name);
  const value = Array.isArray(field.value) ? (field.value as (string | number)[]) : [];
  const limit = props.maxValues === undefined ? null : t('kit.select.maxValues', { count: props.maxValues });
  return (
    <MultiSelect<string | number>
      {...labelProps(props)}
      description={[props.description, limit].filter(Boolean).join(' ') || undefined}
      maxValues={props.maxValues}
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
      {...statusProps('left')}
      maxDropdownHeight={160}
    />
  );
}
