import {
  type EmailEvent,
  type EmailLayout,
  eventLink,
  eventVariables,
  formatMessage,
  hasBrokenPlaceholder,
  LINK_LAYOUTS,
  type Locale,
  sampleValues,
  type TemplateTexts,
  variablesIn,
} from '@proboard/domain';
import { renderTemplate, TemplateRenderError, type TemplateSource } from './render.ts';

type FieldErrors = Record<string, string[]>;
const TEXT_KEYS = ['subject', 'pre_header', 'body', 'body_2', 'link_label'] as const;

/** A language's name in the caller's language ("inglés", "English"). */
const languageName = (language: string, locale: Locale) =>
  new Intl.DisplayNames([locale], { type: 'language' }).of(language) ?? language;

/**
 * Why a template cannot be saved, by field (`translations.en.body`), in the caller's language: a
 * variable its event does not give, a mistyped placeholder, a link layout without its label or for an
 * event without a link, Spanish missing, or a language whose texts do not render. Empty: it may be saved.
 */
export async function templateProblems(
  event: EmailEvent,
  layout: EmailLayout,
  translations: Partial<Record<Locale, TemplateTexts>>,
  locale: Locale,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  const variables = eventVariables(event);
  if (LINK_LAYOUTS.includes(layout) && !eventLink(event)) {
    add('layout', formatMessage(locale, 'mail.noLinkForLayout', { event }));
  }
  const spanish = translations.es;
  for (const key of ['subject', 'body'] as const) {
    if (!spanish?.[key]?.trim()) add(`translations.es.${key}`, formatMessage(locale, 'mail.spanishRequired'));
  }
  for (const [language, texts] of Object.entries(translations) as [Locale, TemplateTexts][]) {
    const named = languageName(language, locale);
    let sound = true;
    for (const key of TEXT_KEYS) {
      const value = texts[key] ?? '';
      const field = `translations.${language}.${key}`;
      if (hasBrokenPlaceholder(value)) {
        add(field, formatMessage(locale, 'mail.brokenPlaceholder', { language: named }));
        sound = false;
      }
      for (const variable of variablesIn(value).filter((name) => !Object.hasOwn(variables, name))) {
        add(field, formatMessage(locale, 'mail.unknownVariable', { language: named, variable, event }));
        sound = false;
      }
    }
    if (LINK_LAYOUTS.includes(layout) && !texts.link_label?.trim()) {
      add(
        `translations.${language}.link_label`,
        formatMessage(locale, 'mail.linkLabelRequired', { language: named }),
      );
    }
    if (!sound) continue;
    const only: TemplateSource = { id: null, layout, translations: { es: texts } };
    try {
      await renderTemplate(event, only, 'es', sampleValues(event));
    } catch (error) {
      if (!(error instanceof TemplateRenderError)) throw error;
      add(
        `translations.${language}.body`,
        formatMessage(locale, 'mail.renderFailed', { language: named, reason: error.message }),
      );
    }
  }
  return errors;
}
