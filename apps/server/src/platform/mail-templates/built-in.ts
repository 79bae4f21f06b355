import {
  EMAIL_EVENT_KEYS,
  EMAIL_EVENTS,
  type EmailEvent,
  type EmailEventDef,
  eventVariables,
  formatMessage,
  LOCALES,
  type Locale,
  type ServerMessageKey,
  type TemplateTexts,
} from '@proboard/domain';
import { sanitizeRichText } from '../rich-text.ts';
import { escapeHtml } from './merge.ts';
import type { TemplateSource } from './render.ts';

/** Each variable of the event as its placeholder, to write the built-in texts as a template. */
const placeholders = (event: EmailEvent) =>
  Object.fromEntries(Object.keys(eventVariables(event)).map((name) => [name, `{{${name}}}`]));

/** Plain text as rich text: a paragraph per blank line, line breaks kept; an HTML variable alone stays bare. */
function paragraphs(text: string, event: EmailEvent): string {
  const variables = eventVariables(event);
  return text
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const alone = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      if (alone && variables[alone]?.kind === 'html') return part;
      return `<p>${escapeHtml(part).replace(/\n/g, '<br>')}</p>`;
    })
    .join('');
}

function texts(event: EmailEvent, locale: Locale): TemplateTexts {
  const def = EMAIL_EVENTS[event] as EmailEventDef;
  const vars = placeholders(event);
  const key = (part: string) => `${def.messages}.${part}` as ServerMessageKey;
  const subject = formatMessage(locale, key('subject'), vars);
  // A staff answer to a ticket is the message itself, signed below the usual "-- " separator.
  if (event === 'ticket_answered') {
    return { subject, body: '<p>{{message}}</p>', body_2: sanitizeRichText('<p>-- <br>{{signature}}</p>') };
  }
  // As the sanitiser writes it, so that a template read and saved back unchanged stays the same.
  return { subject, body: sanitizeRichText(paragraphs(formatMessage(locale, key('body'), vars), event)) };
}

/** The product's own text of an event in every language: the seeded template, and what is sent if it is deleted. */
export function builtInTemplate(event: EmailEvent): TemplateSource {
  return {
    id: null,
    layout: 'basic',
    translations: Object.fromEntries(LOCALES.map((locale) => [locale, texts(event, locale)])),
  };
}

/** Every event's built-in template (the seed of migration 0061 was written from these). */
export const BUILT_IN_TEMPLATES = EMAIL_EVENT_KEYS.map((key) => ({ key, ...builtInTemplate(key) }));
