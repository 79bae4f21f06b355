import { Loader, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLookup } from '../../api/lookups.ts';
import { type AttributeTypeRow, chosenOption, withOption } from './attribute-values.ts';

interface AttributeValuesFieldProps {
  name: string;
  label: string;
  /** Attribute types that apply to this target are offered (`article`, `product`). */
  target: string;
}

/**
 * The attribute values of a product or an article: one select per attribute type that applies to
 * it, the value being the list of chosen option ids (one per type, which the server checks too).
 */
export function AttributeValuesField({ name, label, target }: AttributeValuesFieldProps) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name });
  const types = useLookup<AttributeTypeRow>('msproduct.v1/attribute-types', 'attribute_types');
  const chosen = Array.isArray(field.value) ? (field.value as number[]) : [];
  const applicable = (types.data ?? []).filter((type) => type.applies_to?.includes(target));
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {label}
      </Title>
      {types.isPending ? (
        <Loader size="sm" role="status" aria-label={t('kit.attributeValues.loading')} />
      ) : applicable.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('kit.attributeValues.empty')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {applicable.map((type) => (
            <Select
              key={type.id}
              label={`${type.az_iso} - ${type.description}`}
              data={type.options.map((option) => ({ value: String(option.id), label: option.value }))}
              value={chosenOption(type, chosen)?.toString() ?? null}
              onChange={(next) =>
                field.onChange(withOption(type, chosen, next === null ? null : Number(next)))
              }
              clearable
              searchable
              disabled={field.disabled}
            />
          ))}
        </SimpleGrid>
      )}
      {fieldState.error?.message ? (
        <Text size="sm" c="red" role="alert">
          {fieldState.error.message}
        </Text>
      ) : null}
    </Stack>
  );
}
