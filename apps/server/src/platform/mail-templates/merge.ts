import { type EmailEvent, eventVariables, MERGE_PLACEHOLDER } from '@proboard/domain';
import { convert } from 'html-to-text';

/** The values a message is rendered with, by variable name. */
export type MergeValues = Readonly<Record<string, string | number>>;

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** What a one-time link reads as in the stored copy of a message (it is never kept). */
export const MASKED_SECRET = '••••••';

/** The values with the event's secret ones masked: for the notification row, its copy and previews. */
export function maskSecrets(event: EmailEvent, values: MergeValues): Record<string, string | number> {
  const variables = eventVariables(event);
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, variables[key]?.secret ? MASKED_SECRET : value]),
  );
}

/**
 * HTML as plain text, links shown once, lines as written (the text part of an e-mail). A line of
 * "--" gets back its trailing space: "-- " is the signature separator mail programs recognise.
 */
export const htmlToText = (html: string) =>
  convert(html, {
    wordwrap: false,
    selectors: [
      { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
      { selector: 'img', format: 'skip' },
      { selector: 'h1', options: { uppercase: false } },
      { selector: 'h2', options: { uppercase: false } },
      { selector: 'h3', options: { uppercase: false } },
    ],
  })
    .trim()
    .replace(/^--$/gm, '-- ');

/**
 * Fills a template text's `{{variables}}`. In HTML a `text` value is escaped (its line breaks kept),
 * a `url` becomes a link (or only the address, inside an `href` already), `html` goes in as it is
 * (rich text the server sanitised). In plain text (a subject, a link label) every value is as it is,
 * rich text read as text. A variable without a value reads as nothing.
 */
export function fillText(
  text: string,
  event: EmailEvent,
  values: MergeValues,
  mode: 'html' | 'text',
): string {
  const variables = eventVariables(event);
  return text.replace(MERGE_PLACEHOLDER, (_, name: string, offset: number, whole: string) => {
    const value = String(values[name] ?? '');
    const kind = variables[name]?.kind ?? 'text';
    if (mode === 'text') return kind === 'html' ? htmlToText(value) : value;
    if (kind === 'html') return value;
    if (kind === 'url') {
      if (/href=["']?$/.test(whole.slice(0, offset))) return escapeHtml(value);
      return value ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>` : '';
    }
    return escapeHtml(value).replace(/\r?\n/g, '<br>');
  });
}
