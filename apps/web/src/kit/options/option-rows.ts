import { optionAzIso } from '@proboard/domain';
import { completeTranslations, translationsPayload } from '../translations/translation-values.ts';

/** An attribute option as the form holds it (spec section 3): numbers may be '' while typed. */
export interface OptionRow {
  id?: number;
  az_iso: string;
  value: string;
  description: string;
  a3_option: number | '' | null;
  sort_id?: number;
  translations: Record<string, { value: string }>;
}

/** An attribute needs at least two options (spec section 5). */
export const MIN_OPTIONS = 2;

export function emptyOption(): OptionRow {
  return {
    az_iso: '',
    value: '',
    description: '',
    a3_option: '',
    translations: completeTranslations({}, ['value']) as OptionRow['translations'],
  };
}

/** The option code the attribute's code and the option's value make (TTO_COLOR + WHT = TTO_COLOR_WHT). */
export function optionCode(attributeAzIso: string, value: string): string {
  const attribute = attributeAzIso.trim();
  const own = value.trim();
  return attribute && own ? optionAzIso(attribute, own) : '';
}

/** Whether the row of `count` rows may be removed without going below the minimum. */
export function canRemoveOption(count: number): boolean {
  return count > MIN_OPTIONS;
}

/**
 * Options as the API takes them: codes rebuilt from the attribute's code, sort_id following the
 * rows' order, empty texts and numbers as null.
 */
export function optionsPayload(attributeAzIso: string, rows: readonly OptionRow[]) {
  return rows.map((row, index) => ({
    ...(row.id ? { id: row.id } : {}),
    az_iso: optionCode(attributeAzIso, row.value) || row.az_iso,
    value: row.value,
    description: row.description?.trim() ? row.description : null,
    sort_id: index + 1,
    a3_option: row.a3_option === '' || row.a3_option === null ? null : Number(row.a3_option),
    translations: translationsPayload(row.translations),
  }));
}
