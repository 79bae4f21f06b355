import type { FieldDef } from '@proboard/domain';

export interface FieldTab {
  /** `resources.{name}.tabs.{tab}`; null for a definition without tabs. */
  tab: string | null;
  fields: FieldDef[];
}

/**
 * The fields of a form grouped by their tab, tabs in the order they first appear; one group without
 * a tab when no field names one. A field without a tab in a tabbed form joins the first tab.
 */
export function fieldTabs(fields: readonly FieldDef[]): FieldTab[] {
  const first = fields.find((field) => field.tab)?.tab;
  if (!first) return [{ tab: null, fields: [...fields] }];
  const groups = new Map<string, FieldDef[]>();
  for (const field of fields) {
    const tab = field.tab ?? first;
    groups.set(tab, [...(groups.get(tab) ?? []), field]);
  }
  return [...groups].map(([tab, grouped]) => ({ tab, fields: grouped }));
}

/** The form keys whose errors belong to a field (the markets field holds both market lists). */
export function fieldErrorKeys(field: FieldDef): string[] {
  return field.kind === 'markets' ? ['markets_available', 'markets_active'] : [field.key];
}

/** The tabs holding an error, in tab order. */
export function tabsWithErrors(
  tabs: readonly FieldTab[],
  errors: Readonly<Record<string, unknown>>,
): string[] {
  return tabs
    .filter((group) => group.fields.some((field) => fieldErrorKeys(field).some((key) => errors[key])))
    .flatMap((group) => (group.tab ? [group.tab] : []));
}
