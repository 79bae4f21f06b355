import { formatMessage, type Locale } from '@proboard/domain';
import { escapeHtml } from '../../platform/mail-templates/merge.ts';

/** A small self-contained page (no script: the site's content security policy applies). */
function page(locale: Locale, head: string, body: string): string {
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">${head}
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:15vh auto;padding:0 1.5rem;color:#1f2937;line-height:1.5}h1{font-size:1.4rem}a{color:#1c7ed6}</style>
</head><body>${body}</body></html>`;
}

/** What a phone sees for an inactive or unknown code, in its language. */
export function unavailablePage(locale: Locale): string {
  const title = escapeHtml(formatMessage(locale, 'qr.unavailableTitle'));
  return page(
    locale,
    `<title>${title}</title>`,
    `<h1>${title}</h1><p>${escapeHtml(formatMessage(locale, 'qr.unavailableBody'))}</p>`,
  );
}

/**
 * What a social or chat previewer reads: the redirection's SEO title, description and image as Open
 * Graph tags, and the destination for whoever opens the page.
 */
export function previewPage(
  locale: Locale,
  seo: { title: string; description: string; image: string | null; url: string },
): string {
  const title = escapeHtml(seo.title);
  const description = escapeHtml(seo.description);
  const url = escapeHtml(seo.url);
  const image = seo.image ? `<meta property="og:image" content="${escapeHtml(seo.image)}">` : '';
  return page(
    locale,
    `<title>${title}</title><meta name="description" content="${description}">
<meta property="og:type" content="website"><meta property="og:title" content="${title}">
<meta property="og:description" content="${description}"><meta property="og:url" content="${url}">${image}
<meta name="twitter:card" content="${seo.image ? 'summary_large_image' : 'summary'}">`,
    `<h1>${title}</h1><p>${description}</p><p><a href="${url}">${escapeHtml(formatMessage(locale, 'qr.continue'))}</a></p>`,
  );
}
