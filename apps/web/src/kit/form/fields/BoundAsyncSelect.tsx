import { useTranslation } from 'react-i18next';
import type { SourceOption } from '../../api/sources.ts';
import { AsyncSelect } from '../../fields/AsyncSelect.tsx';
import { type BoundFieldProps, labelProps } from './field-props.ts';
import { useBoundField } from './field-status.tsx';

interface BoundAsyncSelectProps extends BoundFieldProps {
  queryKey: string;
  load(search: string, signal: AbortSignal): Promise<SourceOption[]>;
  resolve(value: string | number, signal: AbortSignal): Promise<SourceOption | null>;
}

export function BoundAsyncSelect({ queryKey, load, resolve, ...props }: BoundAsyncSelectProps) {
  const { t } = useTranslation();
  const { field, statusProps } = useBoundField(props.name);
  return (
    <AsyncSelect
      {...labelProps(props)}
      description={props.description}
      name={field.name}
      ref={field.ref}
      queryKey={queryKey}
      load={load}
      resolve={resolve}
      value={(field.value as string | number | null | undefined) ?? null}
      onChange={(next) => field.onChange(next)}
      onBlur={field.onBlur}
      placeholder={field.disabled ? undefined : t('kit.select.searchPlaceholder')}
      disabled={field.disabled}
      {...statusProps('left')}
    />
  );
}
