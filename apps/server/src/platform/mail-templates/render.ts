import {
  type EmailEvent,
  type EmailLayout,
  eventLink,
  LINK_LAYOUTS,
  type Locale,
  type TemplateTexts,
} from '@proboard/domain';
import mjml2html from 'mjml';
import { layoutMjml } from './layouts.ts';
import { fillText, htmlToText, type MergeValues } from './merge.ts';

/** A template as the renderer reads it: a row of `email_templates`, or the built-in text (id null). */
export interface TemplateSource {
  id: number | null;
  layout: EmailLayout;
  translations: Partial<Record<Locale, TemplateTexts>>;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
  /** The language it was written in: the recipient's, or Spanish where the template lacks it. */
  locale: Locale;
  layout: EmailLayout;
}

/** A template that cannot become an e-mail (MJML refused what its texts made). */
export class TemplateRenderError extends Error {}

/** The recipient's language where the template has it (a subject and a body), else Spanish. */
export function languageOf(template: TemplateSource, locale: Locale): Locale {
  const texts = template.translations[locale];
  return texts?.subject?.trim() && texts.body?.trim() ? locale : 'es';
}

/**
 * One e-mail of `event` from its template, in `locale` (falling back to Spanish), in the template's
 * layout or `layout`: the subject, responsive HTML (MJML) and its plain-text part.
 */
export async function renderTemplate(
  event: EmailEvent,
  template: TemplateSource,
  locale: Locale,
  values: MergeValues,
  layout: EmailLayout = template.layout,
): Promise<RenderedMail> {
  const language = languageOf(template, locale);
  const texts = template.translations[language] ?? {};
  const linkVariable = eventLink(event);
  const link = linkVariable && LINK_LAYOUTS.includes(layout) ? String(values[linkVariable] ?? '') : '';
  const parts = {
    subject: fillText(texts.subject ?? '', event, values, 'text')
      .replace(/\s+/g, ' ')
      .trim(),
    preHeader: fillText(texts.pre_header ?? '', event, values, 'text'),
    body: fillText(texts.body ?? '', event, values, 'html'),
    body2: fillText(texts.body_2 ?? '', event, values, 'html'),
    linkLabel: fillText(texts.link_label ?? '', event, values, 'text'),
    link,
  };
  let html: string;
  try {
    const result = await mjml2html(layoutMjml(layout, parts, language), { validationLevel: 'strict' });
    if (result.errors.length > 0) throw new Error(result.errors.map((e) => e.formattedMessage).join('; '));
    html = result.html;
  } catch (error) {
    throw new TemplateRenderError(error instanceof Error ? error.message : String(error));
  }
  const linkLine = link ? `${parts.linkLabel ? `${parts.linkLabel}: ` : ''}${link}` : '';
  const text = [htmlToText(parts.body), layout === 'link' ? linkLine : '', htmlToText(parts.body2)]
    .concat(layout === 'link_2' ? [linkLine] : [])
    .filter(Boolean)
    .join('\n\n');
  return { subject: parts.subject, html, text: `${text}\n`, locale: language, layout };
}
