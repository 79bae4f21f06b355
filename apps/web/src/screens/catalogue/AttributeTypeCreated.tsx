import { Text } from '@mantine/core';
import { attributeTypes } from '@proboard/domain';
import { useTranslation } from 'react-i18next';
import { useResourceRecord } from '../../kit/api/resource-queries.ts';
import { fieldLabel } from '../../kit/text/translate.ts';

/** An attribute type's `created` (spec section 3), read-only under its form. */
export function AttributeTypeCreated({ recordId }: { recordId: string }) {
  const { t, i18n } = useTranslation();
  const record = useResourceRecord(attributeTypes, recordId);
  const created = record.data?.created;
  if (typeof created !== 'string') return null;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long', timeStyle: 'short' });
  return (
    <Text mt="md" size="sm" data-testid="attribute-type-created">
      {fieldLabel(t, attributeTypes.name, 'created')}: {date.format(new Date(created))}
    </Text>
  );
}
