import { slugify } from '@proboard/domain';

/** Whether a slug still follows its source field: empty, or exactly what the source makes. */
export function followsSource(slug: string, source: string): boolean {
  return slug === '' || slug === slugify(source);
}

/** The slug after the source changed: derived while it follows the source, else left as typed. */
export function derivedSlug(slug: string, source: string, editedByHand: boolean): string {
  return editedByHand ? slug : slugify(source);
}
