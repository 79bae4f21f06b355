/**
 * What a confirmation's HTML message may contain: text formatting and links, no scripts, styles,
 * frames, forms or event handlers. The messages are the app's own translated texts; this is a seat
 * belt for the day one interpolates a record's name.
 */
const ALLOWED_TAGS: ReadonlySet<string> = new Set([
  'a',
  'b',
  'br',
  'code',
  'div',
  'em',
  'i',
  'li',
  'ol',
  'p',
  'small',
  'span',
  'strong',
  'u',
  'ul',
]);

/** Tags removed with everything inside them (an unknown tag keeps its text). */
const DROPPED_WITH_CONTENT: ReadonlySet<string> = new Set([
  'script',
  'style',
  'template',
  'iframe',
  'object',
  'embed',
  'noscript',
  'svg',
  'math',
]);

export function isAllowedTag(tag: string): boolean {
  return ALLOWED_TAGS.has(tag.toLowerCase());
}

export function isDroppedWithContent(tag: string): boolean {
  return DROPPED_WITH_CONTENT.has(tag.toLowerCase());
}

export function isSafeAttribute(tag: string, name: string, value: string): boolean {
  const attribute = name.toLowerCase();
  if (attribute === 'class') return true;
  if (tag.toLowerCase() !== 'a') return false;
  if (attribute === 'href') return /^(https?:|mailto:|\/(?!\/)|#)/i.test(value.trim());
  if (attribute === 'target') return value === '_blank';
  return false;
}
