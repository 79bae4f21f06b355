import type { EmailLayout, Locale } from '@proboard/domain';
import { escapeHtml } from './merge.ts';

/** The parts of a message a layout places, filled already (HTML but the subject and pre-header). */
export interface LayoutParts {
  subject: string;
  preHeader: string;
  body: string;
  body2: string;
  linkLabel: string;
  /** The link's address (the event's link variable), empty when it has none. */
  link: string;
}

/** The line under every message, in the recipient's language. */
const FOOTER: Readonly<Record<Locale, string>> = {
  es: 'Este mensaje lo envía PRO board automáticamente. Si no esperabas recibirlo, ignóralo.',
  en: 'This message is sent automatically by PRO board. If you did not expect it, ignore it.',
  fr: 'Ce message est envoyé automatiquement par PRO board. Si vous ne l’attendiez pas, ignorez-le.',
  it: 'Questo messaggio è inviato automaticamente da PRO board. Se non lo aspettavi, ignoralo.',
  pt: 'Esta mensagem é enviada automaticamente pelo PRO board. Se não a esperava, ignore-a.',
};

const BRAND = '#0b5cab';

/**
 * The MJML of a message in one of the three layouts: `basic` (body, body 2), `link` (a button to the
 * event's link between body and body 2), `link_2` (the link as a line of text after body 2, for
 * addresses the recipient may want to read, such as a tracking page). MJML makes it responsive HTML
 * that mail programs (Outlook's tables included) show alike.
 */
export function layoutMjml(layout: EmailLayout, parts: LayoutParts, locale: Locale): string {
  const text = (html: string) => (html.trim() ? `<mj-text>${html}</mj-text>` : '');
  const button =
    layout === 'link' && parts.link
      ? `<mj-button href="${escapeHtml(parts.link)}" background-color="${BRAND}" border-radius="4px" font-size="15px">${escapeHtml(parts.linkLabel)}</mj-button>`
      : '';
  const endLink =
    layout === 'link_2' && parts.link
      ? `<mj-text><a href="${escapeHtml(parts.link)}" style="color:${BRAND}">${escapeHtml(parts.linkLabel)}</a></mj-text>`
      : '';
  return `<mjml lang="${locale}">
  <mj-head>
    <mj-title>${escapeHtml(parts.subject)}</mj-title>
    ${parts.preHeader ? `<mj-preview>${escapeHtml(parts.preHeader)}</mj-preview>` : ''}
    <mj-attributes>
      <mj-all font-family="Helvetica, Arial, sans-serif" />
      <mj-text font-size="15px" line-height="1.5" color="#1f2933" />
    </mj-attributes>
  </mj-head>
  <mj-body background-color="#f3f5f7">
    <mj-section padding="24px 0 8px">
      <mj-column><mj-text font-size="20px" font-weight="700" color="${BRAND}">PRO board</mj-text></mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="16px 8px" border-radius="6px">
      <mj-column>
        ${text(parts.body)}
        ${button}
        ${text(parts.body2)}
        ${endLink}
      </mj-column>
    </mj-section>
    <mj-section padding="8px 0 24px">
      <mj-column><mj-text font-size="12px" color="#6b7785">${escapeHtml(FOOTER[locale])}</mj-text></mj-column>
    </mj-section>
  </mj-body>
</mjml>`;
}
