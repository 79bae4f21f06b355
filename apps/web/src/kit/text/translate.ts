import type { TFunction } from 'i18next';
import { i18n } from '../../i18n/i18n.ts';

type Params = Record<string, string | number>;
type LooseT = (key: string, params?: Params) => string;

/**
 * Translates a key built at run time (`resources.${name}.fields.${key}`); the typed `t` takes only
 * literal keys. Every such key is in the catalogue files, checked in all locales by i18n.test.ts.
 */
export function translateKey(t: TFunction, key: string, params?: Params): string {
  return (t as unknown as LooseT)(key, params);
}

export function hasKey(key: string): boolean {
  return i18n.exists(key);
}

/** `created_at` -> `Created at`, for a key no catalogue names. */
function humanize(key: string): string {
  const words = key.replace(/[_.]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The label of a field or column: `resources.{resource}.fields.{key}`. */
export function fieldLabel(t: TFunction, resource: string, key: string): string {
  const path = `resources.${resource}.fields.${key}`;
  return hasKey(path) ? translateKey(t, path) : humanize(key);
}

/** The plural title of a resource: `resources.{resource}.title`. */
export function resourceTitle(t: TFunction, resource: string): string {
  const path = `resources.${resource}.title`;
  return hasKey(path) ? translateKey(t, path) : humanize(resource);
}

/** The singular name of a resource, lower case, for titles like "Editar fabricante". */
export function resourceSingular(t: TFunction, resource: string): string {
  const path = `resources.${resource}.singular`;
  return hasKey(path) ? translateKey(t, path) : resource;
}

/** The label of an enum value: the resource's own text, else a status text, else the value itself. */
export function valueLabel(t: TFunction, resource: string, field: string, value: string): string {
  for (const path of [
    `resources.${resource}.values.${field}.${value}`,
    `kit.status.${value.toLowerCase()}`,
  ]) {
    if (hasKey(path)) return translateKey(t, path);
  }
  return value;
}

/**
 * The word of a state: the resource's own, which agrees with its noun (a return is "Cancelada", a
 * shipment "Cancelado"), else the shared badge word. Without a resource, the shared word.
 */
export function statusLabel(t: TFunction, status: string, resource?: string, field = 'status'): string {
  return resource ? valueLabel(t, resource, field, status) : translateKey(t, `kit.status.${status}`);
}

/** The names a resource gives an enumerated field's values (`resources.{r}.values.{field}`), or null. */
export function valueNames(t: TFunction, resource: string, field: string): Record<string, string> | null {
  const path = `resources.${resource}.values.${field}`;
  if (!hasKey(path)) return null;
  const names = (t as unknown as (key: string, options: object) => unknown)(path, { returnObjects: true });
  return names && typeof names === 'object' ? (names as Record<string, string>) : null;
}

/** The text of a validation key of spec section 5 (`validations.min`, `{ min: 3 }`). */
export function validationText(t: TFunction, key: string, params: Params = {}): string {
  const path = `kit.${key}`;
  return hasKey(path) ? translateKey(t, path, params) : translateKey(t, 'kit.validations.type');
}
