import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SourceOption } from '../../api/sources.ts';
import { type BoundFieldProps, labelProps } from './field-props.ts';
import { useBoundField } from './field-status.tsx';

/** A select over a known list of options. */
export function BoundSelect(
  props: BoundFieldProps & { options: readonly SourceOption[]; loading?: boolean },
) {
  const { t } = useTranslation();
  const { field, statusProps } = useBoundField(props.name);
  return (
    <Select<string | number>
      {...labelProps(props)}
      description={props.description}
      name={field.name}
      ref={field.ref}
      data={[...props.options]}
      value={(field.value as string | number | null | undefined) ?? null}
      onChange={(next) => field.onChange(next)}
      onBlur={field.onBlur}
      searchable
      clearable
      placeholder={field.disabled ? undefined : t('kit.select.placeholder')}
      nothingFoundMessage={props.options.length === 0 ? t('kit.select.empty') : t('kit.select.noResults')}
      disabled={field.disabled}
      {...statusProps('left')}
      maxDropdownHeight={160}
    />
  );
}
