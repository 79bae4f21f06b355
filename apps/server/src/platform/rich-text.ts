import sanitizeHtml from 'sanitize-html';

/**
 * The one gate for rich text (contents of the digital documentation, and any later rich-text field):
 * every value is reduced on write to what the web's editor (tiptap's StarterKit with links) produces.
 * Scripts, styles and frames go with their content; event handlers, `style` and `class` attributes go;
 * links keep only http(s), mailto and in-app paths; images only from our own storage (`/files/…`, the
 * URL an upload answers), so a stored text cannot load or leak to another host.
 */
const OWN_FILE = /^\/files\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'hr',
    'a',
    'img',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  // Dropped with everything inside them (an unknown tag keeps its text).
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'svg',
    'math',
    'title',
  ],
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'img' && !OWN_FILE.test(frame.attribs.src ?? ''),
  transformTags: {
    // Links leave the app: never give the opened page a handle on ours, whatever the editor sent.
    a: (tagName, attribs) => {
      const link: Record<string, string> = {};
      if (attribs.href) link.href = attribs.href;
      if (attribs.target === '_blank') link.target = '_blank';
      link.rel = 'noopener noreferrer nofollow';
      return { tagName, attribs: link };
    },
  },
};

/** The stored form of a rich text: the editor's HTML with everything else removed. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
