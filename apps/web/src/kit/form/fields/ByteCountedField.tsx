import { Text } from '@mantine/core';
import type { FieldDef, ResourceDefinition } from '@proboard/domain';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { byteCounterText, useByteLimit } from '../byte-limit.ts';
import { BoundTextarea } from './BoundTextarea.tsx';
import { BoundTextInput } from './BoundTextInput.tsx';
import type { BoundFieldProps } from './field-props.ts';

interface ByteCountedFieldProps extends BoundFieldProps {
  definition: ResourceDefinition;
  field: FieldDef;
}

/**
 * A text or textarea with `byteLimit`: its description counts the UTF-8 bytes left as one types
 * (Amazon's search terms), and how many are over once past the limit. The server refuses the excess.
 */
export function ByteCountedField({ definition, field, ...props }: ByteCountedFieldProps) {
  const { t } = useTranslation();
  const value: unknown = useWatch({ name: field.key });
  const limit = useByteLimit(definition, field);
  const counter = limit === null ? null : byteCounterText(t, typeof value === 'string' ? value : '', limit);
  const description = counter ? (
    <Text
      span
      inherit
      c={counter.over ? 'red' : undefined}
      data-byte-counter={counter.over ? 'over' : 'left'}
    >
      {counter.text}
    </Text>
  ) : (
    props.description
  );
  const Input = field.kind === 'textarea' ? BoundTextarea : BoundTextInput;
  return <Input {...props} description={description} />;
}
