import { type FieldDef, type ResourceDefinition, utf8Bytes } from '@proboard/domain';
import type { TFunction } from 'i18next';
import { useWatch } from 'react-hook-form';
import { useLookup } from '../api/lookups.ts';
import type { ResourceRow } from '../api/resource-endpoints.ts';
import { LOOKUP_SOURCES } from '../api/sources.ts';

/**
 * The byte limit of a field with `byteLimit`: the number itself, or the `key` of the lookup row
 * chosen in the select it names (an ASIN's marketplace and its `keyword_byte_limit`); null while
 * nothing is chosen. The lookup is the select's own query, so no request is added.
 */
export function useByteLimit(definition: ResourceDefinition, field: FieldDef): number | null {
  const limit = field.byteLimit;
  const from = typeof limit === 'object' ? limit : null;
  const chosen: unknown = useWatch({ name: from?.field ?? '', disabled: !from });
  const sourceName = from ? definition.fields.find((f) => f.key === from.field)?.source : undefined;
  const lookup = sourceName ? LOOKUP_SOURCES[sourceName] : undefined;
  const rows = useLookup<ResourceRow>(
    lookup?.endpoint ?? 'msproduct.v1/unused',
    lookup?.key ?? '',
    lookup !== undefined,
  );
  if (typeof limit === 'number') return limit;
  if (!from || !lookup || chosen === null || chosen === undefined || chosen === '') return null;
  const row = rows.data?.find((r) => String(lookup.option(r).value) === String(chosen));
  const value = Number(row?.[from.key]);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** What a byte-limited field says under it: the bytes left, or how many are over the limit. */
export function byteCounterText(t: TFunction, text: string, limit: number): { text: string; over: boolean } {
  const left = limit - utf8Bytes(text);
  return left >= 0
    ? { text: t('kit.form.bytesLeft', { left, limit }), over: false }
    : { text: t('kit.form.bytesOver', { over: -left, limit }), over: true };
}
