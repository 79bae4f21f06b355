import {
  type AuditFieldChange,
  fieldLabelIn,
  type Locale,
  RESOURCE_DEFINITIONS,
  RESOURCE_LABELS,
  statusWordIn,
} from '@proboard/domain';
import { diffWords } from 'diff';

type Row = Record<string, unknown>;
type LabelTree = { readonly [key: string]: string | LabelTree | undefined };
type WordDiff = NonNullable<AuditFieldChange['diff']>;

/** Keys of every audit row that are not the record's own fields. */
const STAMPS = new Set(['updated_at']);

/** jsdiff's parts without its counters: what the screen marks as removed, added or kept. */
export function wordDiff(before: string, after: string): WordDiff {
  return diffWords(before, after).map(({ value, added, removed }) => ({
    value,
    ...(added ? { added: true } : {}),
    ...(removed ? { removed: true } : {}),
  }));
}

const isRecordOfObjects = (value: unknown): value is Record<string, Row> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((v) => v === null || (typeof v === 'object' && !Array.isArray(v)));

/** A translations field (`{ es: { name, description }, en: {...} }`): a word diff per language and text. */
function translationsDiff(before: unknown, after: unknown): AuditFieldChange['translations_diff'] {
  const old = isRecordOfObjects(before) ? before : {};
  const next = isRecordOfObjects(after) ? after : {};
  const result: NonNullable<AuditFieldChange['translations_diff']> = {};
  for (const language of new Set([...Object.keys(old), ...Object.keys(next)])) {
    const a = old[language] ?? {};
    const b = next[language] ?? {};
    for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
      const x = a[key] ?? '';
      const y = b[key] ?? '';
      if (typeof x !== 'string' || typeof y !== 'string' || x === y) continue;
      result[language] = { ...result[language], [key]: wordDiff(x, y) };
    }
  }
  return result;
}

/**
 * The word a value of a resource's field reads as in `locale` (a status's word, an enumerated code's
 * label from the resource labels), or null where the value is its own name.
 */
export function valueLabel(locale: Locale, resource: string, field: string, value: unknown): string | null {
  if (typeof value !== 'string' && typeof value !== 'boolean') return null;
  const resources = RESOURCE_LABELS[locale].resources as unknown as LabelTree;
  const own = ((resources[resource] as LabelTree | undefined)?.values as LabelTree | undefined)?.[field];
  const key = String(value);
  const named = (own as LabelTree | undefined)?.[key];
  if (typeof named === 'string') return named;
  const column = RESOURCE_DEFINITIONS[resource]?.columns.find((c) => c.key === field);
  if (typeof value === 'string' && (column?.statuses || column?.values === 'status' || field === 'status')) {
    const word = statusWordIn(locale, resource, field, value);
    return word === value ? null : word;
  }
  if (typeof value === 'boolean') {
    const words = RESOURCE_LABELS[locale].values;
    if (column?.values === 'activity')
      return statusWordIn(locale, resource, field, value ? 'active' : 'inactive');
    return value ? words.yes : words.no;
  }
  return null;
}

/**
 * The changed fields of an audit row side by side, old and new, in `locale`. `writable`: the fields
 * a revert can put back (the store's body fields); null where the type has no store.
 */
export function auditFieldChanges(
  audit: { auditable_type: string; old_values: unknown; new_values: unknown },
  locale: Locale,
  writable: ReadonlySet<string> | null,
): AuditFieldChange[] {
  const old = (audit.old_values ?? {}) as Row;
  const next = (audit.new_values ?? {}) as Row;
  const type = audit.auditable_type;
  const keys = [...new Set([...Object.keys(old), ...Object.keys(next)])].filter((k) => !STAMPS.has(k));
  return keys.sort().map((field) => {
    const before = old[field] ?? null;
    const after = next[field] ?? null;
    const texts = typeof before === 'string' && typeof after === 'string';
    return {
      field,
      label: fieldLabelIn(locale, type, field),
      old: before,
      new: after,
      old_label: valueLabel(locale, type, field, before),
      new_label: valueLabel(locale, type, field, after),
      diff: texts ? wordDiff(before, after) : null,
      translations_diff: field === 'translations' ? translationsDiff(before, after) : null,
      revertable: writable?.has(field) ?? false,
    };
  });
}
