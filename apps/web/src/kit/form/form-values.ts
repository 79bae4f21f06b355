import type { FieldKind, ResourceDefinition } from '@proboard/domain';
import type { ResourceRow } from '../api/resource-endpoints.ts';
import { emptyOption, type OptionRow, optionsPayload } from '../options/option-rows.ts';
import { completeTranslations, translationsPayload } from '../translations/translation-values.ts';
import { acceptsNull, innerObjectKeys, kindOf, schemaDefault, schemaShape } from './schema-shape.ts';

/** What a resource form holds: the API body's keys, texts and numbers as typed ('' when empty). */
export type FormValues = Record<string, unknown>;

const UPDATED_AT = 'updated_at';

function emptyFor(kind: FieldKind | undefined): unknown {
  switch (kind) {
    case 'boolean':
      return false;
    case 'select':
      return null;
    case 'multiselect':
    case 'markets':
      return [];
    case 'translations':
      return {};
    case 'options':
      return [emptyOption(), emptyOption()];
    default:
      return '';
  }
}

const bodyKeys = (definition: ResourceDefinition) =>
  Object.keys(schemaShape(definition)).filter((key) => key !== UPDATED_AT);

/** A create form: the schema's defaults, empty texts, two empty options. */
export function emptyFormValues(definition: ResourceDefinition): FormValues {
  const shape = schemaShape(definition);
  const values: FormValues = {};
  for (const key of bodyKeys(definition)) {
    const kind = kindOf(definition, key);
    const fallback = kind === 'options' ? undefined : schemaDefault(shape[key]);
    values[key] = fallback ?? emptyFor(kind);
    if (kind === 'translations') values[key] = completeTranslations(values[key], innerObjectKeys(shape[key]));
  }
  return values;
}

function optionRows(value: unknown): OptionRow[] {
  if (!Array.isArray(value)) return [emptyOption(), emptyOption()];
  return value.map((raw) => {
    const option = raw as Partial<OptionRow> & Record<string, unknown>;
    return {
      ...emptyOption(),
      ...(typeof option.id === 'number' ? { id: option.id } : {}),
      az_iso: String(option.az_iso ?? ''),
      value: String(option.value ?? ''),
      description: String(option.description ?? ''),
      a3_option: typeof option.a3_option === 'number' ? option.a3_option : '',
      translations: completeTranslations(option.translations, ['value']) as OptionRow['translations'],
    };
  });
}

/** A saved record as form values: only the body's keys, nulls as empty, plus updated_at for the 409 check. */
export function recordToFormValues(definition: ResourceDefinition, record: ResourceRow): FormValues {
  const values = emptyFormValues(definition);
  for (const key of Object.keys(values)) {
    const kind = kindOf(definition, key);
    const raw = record[key];
    if (kind === 'options') values[key] = optionRows(raw);
    else if (kind === 'translations') {
      values[key] = completeTranslations(raw, innerObjectKeys(schemaShape(definition)[key]));
    } else if (raw !== null && raw !== undefined) values[key] = raw;
  }
  // Values the server computes (an article's volume) are shown; formValuesToPayload never sends them.
  for (const field of definition.fields) {
    if (field.readOnly) values[field.key] = record[field.key] ?? '';
  }
  if (typeof record[UPDATED_AT] === 'string') values[UPDATED_AT] = record[UPDATED_AT];
  return values;
}

function withoutIds(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  return value.map((item) => {
    if (!item || typeof item !== 'object' || !('id' in item)) return item;
    const { id: _id, ...rest } = item as Record<string, unknown>;
    return rest;
  });
}

/**
 * A duplicate (`/{resource}/duplicate?from={id}`): the source's values with its unique codes
 * emptied, no updated_at, and nested rows (options) without their ids, so it saves as a new record.
 */
export function duplicateFormValues(definition: ResourceDefinition, record: ResourceRow): FormValues {
  const values = recordToFormValues(definition, record);
  delete values[UPDATED_AT];
  const empty = emptyFormValues(definition);
  for (const field of definition.fields) {
    if (field.uniqueCode && field.key in values) values[field.key] = empty[field.key];
    const rows = values[field.key];
    if (field.rowCodes && Array.isArray(rows)) {
      const cleared = Object.fromEntries(field.rowCodes.map((column) => [column, '']));
      values[field.key] = rows.map((row) => ({ ...(row as object), ...cleared }));
    }
  }
  for (const [key, value] of Object.entries(values)) values[key] = withoutIds(value);
  return values;
}

/** The API body of the form: the schema's keys only; '' becomes null where the API takes null. */
export function formValuesToPayload(definition: ResourceDefinition, values: FormValues): ResourceRow {
  const shape = schemaShape(definition);
  const payload: ResourceRow = {};
  for (const key of bodyKeys(definition)) {
    if (!(key in values)) continue;
    const kind = kindOf(definition, key);
    const value = values[key];
    if (kind === 'options') {
      payload[key] = optionsPayload(String(values.az_iso ?? ''), (value as OptionRow[]) ?? []);
    } else if (kind === 'translations') {
      payload[key] = translationsPayload(value);
    } else if ((value === '' || value === undefined) && acceptsNull(shape[key])) {
      payload[key] = null;
    } else if (kind === 'number' && typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) {
      payload[key] = Number(value);
    } else {
      payload[key] = value;
    }
  }
  if (typeof values[UPDATED_AT] === 'string') payload[UPDATED_AT] = values[UPDATED_AT];
  return payload;
}
