import type { Locale } from './locales.ts';

/**
 * Where a text of the product comes from: `web`, the interface's locale bundles (apps/web, keys such
 * as `kit.table.search`, the resource labels among them as `resources.*`); `server`, the messages
 * the server answers with (`server-messages.ts`, keys such as `validations.date`).
 */
export const TEXT_SOURCES = ['web', 'server'] as const;
export type TextSource = (typeof TEXT_SOURCES)[number];

/** Published translation overrides: source > locale > key > text (the translations screen's "refresh"). */
export type TextOverrides = Readonly<
  Record<TextSource, Readonly<Partial<Record<Locale, Readonly<Record<string, string>>>>>>
>;

export const NO_TEXT_OVERRIDES: TextOverrides = { web: {}, server: {} };

let current: TextOverrides = NO_TEXT_OVERRIDES;

/**
 * Installs the overrides the texts of this process answer with (the server, after reading the
 * latest publication): `formatMessage` and the resource labels then prefer them to the bundles'.
 */
export function setTextOverrides(overrides: TextOverrides): void {
  current = overrides;
}

/** The published override of one text, if it has one. */
export function textOverride(source: TextSource, locale: Locale, key: string): string | undefined {
  return current[source][locale]?.[key];
}
