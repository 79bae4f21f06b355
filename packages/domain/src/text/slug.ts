/**
 * Slug of spec section 5: lowercase; whitespace and underscores become hyphens; accents removed;
 * '&' becomes '-and-'; other non-word characters removed; repeated hyphens collapsed; edge hyphens
 * trimmed. `Aire & Agua_Ñ` -> `aire-and-agua-n`.
 */
export function slugify(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .replace(/&/g, '-and-')
    .replace(/[^a-z0-9-]+/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '');
}
