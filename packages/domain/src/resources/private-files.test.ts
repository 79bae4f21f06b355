import { describe, expect, it } from 'vitest';
import { EXPORTED_DEFINITIONS } from './exported-definitions.ts';
import { type FieldKind, privateFilesOf } from './resource.ts';

const DEFINITIONS = EXPORTED_DEFINITIONS;

/**
 * The definitions whose files are public catalogue media (issue 30): the catalogue tree, articles'
 * images, manufacturers' logos, categories and watermarks, media resources, digital documentation's
 * covers, the home screen's tiles, news images. Their images are shown to anyone the catalogue is shown to (the
 * ERP, the public lists) and cached for a year. Every other file is private by default: a definition
 * with a file field that is not here must list it in `privateFiles`.
 */
const PUBLIC_MEDIA = new Set([
  'ranges',
  'systems',
  'families',
  'articles',
  'manufacturers',
  'categories',
  'watermarks',
  'mediaresources',
  'digitalbooks',
  'corporateapplications',
  // Customers' apps show published news with their image, to anyone (the public `published` read).
  'news',
  // Product manuals and technical sheets (issue 35): installers download them, like the catalogue's docs.
  'documentation',
  // A QR code's SEO image is shown on its public landing page to whoever scans it.
  'qrredirections',
  // A group company's logo, like a manufacturer's: shown wherever the company is (issue 34).
  'globalcompanies',
]);

const FILE_KINDS: readonly FieldKind[] = ['file', 'image', 'images'];

describe('private files (ResourceDefinition.privateFiles)', () => {
  it('are every file field outside the public catalogue media', () => {
    const fileFields = DEFINITIONS.flatMap((definition) =>
      definition.fields
        .filter((field) => FILE_KINDS.includes(field.kind))
        .map((field) => ({ definition, key: field.key })),
    );
    expect(fileFields.length).toBeGreaterThan(10);
    const unmarked = fileFields
      .filter(({ definition }) => !PUBLIC_MEDIA.has(definition.name))
      .filter(({ definition, key }) => !privateFilesOf(definition).includes(key))
      .map(({ definition, key }) => `${definition.name}.${key}`);
    expect(unmarked).toEqual([]);
    // A public medium holds no private file: the two lists never overlap.
    const mixed = DEFINITIONS.filter((d) => PUBLIC_MEDIA.has(d.name) && privateFilesOf(d).length > 0);
    expect(mixed.map((d) => d.name)).toEqual([]);
  });

  it('cover the customers', () => {
    const named = (name: string) => DEFINITIONS.find((d) => d.name === name)!;
    expect(privateFilesOf(named('companies'))).toContain('kbis_file_url');
    expect(privateFilesOf(named('orders'))).toContain('invoice_file_url');
    expect(privateFilesOf(named('shipments'))).toEqual(['label_url', 'document_url']);
    expect(privateFilesOf(named('assignments'))).toContain('customer_signature_url');
    expect(privateFilesOf(named('works'))).toEqual(['file_url']);
  });

  it('are never a list column: the Excel download, kept and forwarded, carries no link and no path', () => {
    const listed = DEFINITIONS.flatMap((definition) =>
      definition.columns
        .filter((column) => privateFilesOf(definition).includes(column.key))
        .map((column) => `${definition.name}.${column.key}`),
    );
    expect(listed).toEqual([]);
  });
});
