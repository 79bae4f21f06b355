import { Group, Radio } from '@mantine/core';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { BoundFieldProps } from '../../../kit/form/fields/field-props.ts';
import { TRI_STATES, type TriState } from './article-bulk-form.ts';

const LABELS = {
  keep: 'resources.articles.bulk.keep',
  yes: 'kit.table.yes',
  no: 'kit.table.no',
} as const satisfies Record<TriState, string>;

/** A yes/no field of a bulk change, which may also be left as each record has it. */
export function BoundTriState(props: BoundFieldProps) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name: props.name });
  return (
    <Radio.Group<TriState>
      label={props.label}
      description={props.description}
      name={field.name}
      value={field.value as TriState}
      onChange={(value) => field.onChange(value)}
      error={fieldState.error?.message}
    >
      <Group gap="md" mt={6}>
        {TRI_STATES.map((value) => (
          <Radio key={value} value={value} label={t(LABELS[value])} onBlur={field.onBlur} />
        ))}
      </Group>
    </Radio.Group>
  );
}
