/**
 * Every column that may hold the URL of a stored file (`/files/<key>`). The clean-up deletes a
 * stored file only when none of these columns refers to it (stored-files-sweep.ts), so a module that
 * adds a column holding uploads adds it here; `file-references.test.ts` fails for a column whose
 * name or content says it holds files and that is missing.
 *
 * `url`: the column holds one URL; `urls`: an array of URLs; `text`: text or JSON in which URLs may
 * appear anywhere (translated texts, rich text with images). Each is read as text and searched for
 * `/files/<key>`, so the three differ only in what they tell a reader.
 */
export interface FileReference {
  table: string;
  column: string;
  holds: 'url' | 'urls' | 'text';
}

export const FILE_REFERENCES: readonly FileReference[] = [
  // Catalogue images (64 kB, for the ERP) and manufacturer logos.
  { table: 'ranges', column: 'image_url', holds: 'url' },
  { table: 'systems', column: 'image_url', holds: 'url' },
  { table: 'families', column: 'image_url', holds: 'url' },
  { table: 'manufacturers', column: 'color_logo', holds: 'url' },
  { table: 'manufacturers', column: 'grey_logo', holds: 'url' },
  { table: 'manufacturers', column: 'airzone_logo', holds: 'url' },
  // Home screen tiles.
  { table: 'corporate_applications', column: 'image_url', holds: 'url' },
  // Media resources: an uploaded file (or an external URL, which is none of ours).
  { table: 'media_resources', column: 'file_url', holds: 'url' },
  // An article's additional images (at most 9, 64 kB each).
  { table: 'article_images', column: 'url', holds: 'url' },
  // Catalogue content (issue 13): category images, watermarks, documents, FAQ answers with images.
  { table: 'categories', column: 'image_url', holds: 'url' },
  { table: 'watermarks', column: 'image_url', holds: 'url' },
  { table: 'docs', column: 'document_url', holds: 'url' },
  { table: 'faqs', column: 'answer', holds: 'text' },
  { table: 'faqs', column: 'translations', holds: 'text' },
  // Digital documentation: book covers and rich-text contents that may show uploaded images.
  { table: 'digital_books', column: 'cover_image', holds: 'url' },
  { table: 'digital_contents', column: 'translations', holds: 'text' },
  // Companies' uploaded documents (W-9, W-8BEN, tax exemption, business licence, RIB, K-bis).
  { table: 'companies', column: 'w9_file_url', holds: 'url' },
  { table: 'companies', column: 'w8ben_file_url', holds: 'url' },
  { table: 'companies', column: 'tax_exemption_file_url', holds: 'url' },
  { table: 'companies', column: 'business_licence_file_url', holds: 'url' },
  { table: 'companies', column: 'rib_file_url', holds: 'url' },
  { table: 'companies', column: 'kbis_file_url', holds: 'url' },
  // Orders' documents: order confirmation, delivery note, invoice.
  { table: 'orders', column: 'confirmation_file_url', holds: 'url' },
  { table: 'orders', column: 'delivery_note_file_url', holds: 'url' },
  { table: 'orders', column: 'invoice_file_url', holds: 'url' },
  // Shipments: the carrier's label and a document (delivery proof, customs).
  { table: 'shipments', column: 'label_url', holds: 'url' },
  { table: 'shipments', column: 'document_url', holds: 'url' },
  // Technical assistance: a work's attached report and the assignment's signatures (PNG).
  { table: 'works', column: 'file_url', holds: 'url' },
  { table: 'assignments', column: 'technician_signature_url', holds: 'url' },
  { table: 'assignments', column: 'customer_signature_url', holds: 'url' },
  // News (issue 33): the image customers' apps show with a published item.
  { table: 'news', column: 'image_url', holds: 'url' },
  // Exports (issue 32): the file a job wrote, private.
  { table: 'exports', column: 'file_url', holds: 'url' },
  // QR redirections (issue 33): the image of the code's public landing page.
  { table: 'qr_redirections', column: 'seo_image_url', holds: 'url' },
  // Wiki zones (issue 35): documents' attachments and rich text, in every kept version, and the
  // products' manuals and technical sheets.
  { table: 'wiki_documents', column: 'attachments', holds: 'urls' },
  { table: 'wiki_documents', column: 'translations', holds: 'text' },
  { table: 'wiki_document_versions', column: 'attachments', holds: 'urls' },
  { table: 'wiki_document_versions', column: 'translations', holds: 'text' },
  { table: 'documentation', column: 'file_url', holds: 'url' },
  // Group companies (issue 34): their logo, public like a manufacturer's.
  { table: 'global_companies', column: 'logo_url', holds: 'url' },
];
