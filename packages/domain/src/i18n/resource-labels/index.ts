import { toBadgeStatus } from '../../resources/badge-statuses.ts';
import type { Locale } from '../locales.ts';
import { textOverride } from '../text-overrides.ts';
import { enResourceLabels, enValueLabels } from './en.ts';
import { esResourceLabels, esValueLabels } from './es.ts';
import { frResourceLabels, frValueLabels } from './fr.ts';
import { itResourceLabels, itValueLabels } from './it.ts';
import { ptResourceLabels, ptValueLabels } from './pt.ts';
import type { ResourceLabels, ValueLabels } from './types.ts';

export * from './en.ts';
export * from './es.ts';
export * from './fr.ts';
export * from './it.ts';
export * from './pt.ts';
export type * from './types.ts';

/** The resource texts of each interface locale, for the server (the web loads one locale's file). */
export const RESOURCE_LABELS: Readonly<Record<Locale, { resources: ResourceLabels; values: ValueLabels }>> = {
  es: { resources: esResourceLabels, values: esValueLabels },
  en: { resources: enResourceLabels, values: enValueLabels },
  fr: { resources: frResourceLabels, values: frValueLabels },
  it: { resources: itResourceLabels, values: itValueLabels },
  pt: { resources: ptResourceLabels, values: ptValueLabels },
};

type LabelTree = { readonly [key: string]: string | LabelTree | undefined };

/** The label of a resource's field or column in `locale`; the key itself where none is written. */
export function fieldLabelIn(locale: Locale, resource: string, key: string): string {
  // The web's bundles hold these labels as `resources.*`: a published override there holds here too.
  const edited = textOverride('web', locale, `resources.${resource}.fields.${key}`);
  if (edited !== undefined) return edited;
  const resources = RESOURCE_LABELS[locale].resources as unknown as LabelTree;
  const fields = (resources[resource] as LabelTree | undefined)?.fields as LabelTree | undefined;
  const label = fields?.[key];
  return typeof label === 'string' ? label : key;
}

/** The plural title of a resource in `locale` (`Artículos`); its name where none is written. */
export function resourceTitleIn(locale: Locale, resource: string): string {
  const edited = textOverride('web', locale, `resources.${resource}.title`);
  if (edited !== undefined) return edited;
  const resources = RESOURCE_LABELS[locale].resources as unknown as LabelTree;
  const title = (resources[resource] as LabelTree | undefined)?.title;
  return typeof title === 'string' ? title : resource;
}

/**
 * The word of a state in `locale` (any spelling `toBadgeStatus` knows): the resource's own, which
 * agrees with its noun (a return is "Cancelada", a shipment "Cancelado"), else the shared badge
 * word, else the value itself.
 */
export function statusWordIn(locale: Locale, resource: string, field: string, value: string): string {
  const status = toBadgeStatus(value);
  if (!status) return value;
  const own = ((RESOURCE_LABELS[locale].resources as unknown as LabelTree)[resource] as LabelTree | undefined)
    ?.values as LabelTree | undefined;
  const word = (own?.[field] as LabelTree | undefined)?.[status];
  return typeof word === 'string' ? word : RESOURCE_LABELS[locale].values.status[status];
}
