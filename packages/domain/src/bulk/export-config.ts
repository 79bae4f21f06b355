import type { ExportConfig } from '../app/menu.ts';

/**
 * What can be exported (spec section 9), as served by `GET msloader.v1/exports/config`: family >
 * entity > the service that produces it and the permission a user needs for its menu entry.
 */
const gart = [
  'articles',
  'ranges',
  'systems',
  'families',
  'attributes',
  'products',
  'resources',
  'faqs',
  'autodiagnosis',
];
const articleParts = ['translations', 'rates', 'markets', 'attributes', 'dimensions', 'status', 'types'];

const serviceOf = (entity: string) => (entity === 'resources' ? 'msmultimedia' : 'msproduct');

export const EXPORT_CONFIG: ExportConfig = {
  gart: Object.fromEntries(
    gart.map((entity) => [entity, { ms: serviceOf(entity), permission: `export-gart-${entity}` }]),
  ),
  articles: Object.fromEntries(
    articleParts.map((entity) => [entity, { ms: 'msproduct', permission: `export-articles-${entity}` }]),
  ),
};

/** The permissions the export config names, seeded beside the catalogue of spec section 6. */
export const EXPORT_PERMISSIONS = Object.entries(EXPORT_CONFIG).flatMap(([family, entities]) =>
  Object.entries(entities).map(([entity, entry]) => ({
    name: entry.permission,
    description: `Export ${family} ${entity}`,
  })),
);
