/**
 * The three kinds of file the import queue loads (spec sections 3 and 9), with the columns each
 * documents: its template (XLSX and CSV) has them in this order, headed in the caller's language,
 * and an upload's header row is matched against the column's key or its header in any language.
 */
export const IMPORT_TYPES = ['compatibilities', 'easyzone_compatibilities', 'amazon_asins'] as const;
export type ImportType = (typeof IMPORT_TYPES)[number];

/** Spec section 4; `pending` also holds a file that has not joined the queue yet (`queued_at` null). */
export const IMPORT_STATUSES = ['pending', 'processing', 'success', 'error', 'skipped'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** The largest file taken (spec section 8, uploads: 20 MB). */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

export interface ImportColumn {
  /** The column's key; its header is `imports.column.{key}` of the server messages. */
  key: string;
  required: boolean;
  /** The template's example row. */
  example: string;
}

/** Several warnings in one cell are separated by commas (their codes: `FW_GATEWAY,DIP_SWITCH`). */
export const LIST_SEPARATOR = ',';

const compatibilityColumns: readonly ImportColumn[] = [
  { key: 'article', required: true, example: 'AZX6QADAPTDAI' },
  { key: 'manufacturer', required: true, example: 'DAIKIN' },
  { key: 'model_reference', required: true, example: 'FXSQ50A' },
  { key: 'compatibility_type', required: true, example: 'FULL' },
  { key: 'protocol', required: false, example: 'DAIKIN_P1P2' },
  { key: 'warnings', required: false, example: 'WIRED_REMOTE' },
  { key: 'accessory', required: false, example: '' },
  { key: 'notes', required: false, example: '' },
];

export const IMPORT_COLUMNS: Readonly<Record<ImportType, readonly ImportColumn[]>> = {
  compatibilities: compatibilityColumns,
  easyzone_compatibilities: compatibilityColumns,
  amazon_asins: [
    { key: 'article', required: true, example: 'AZX6QADAPTDAI' },
    { key: 'marketplace', required: true, example: 'es' },
    { key: 'asin', required: true, example: 'B08N5WRWNW' },
    { key: 'keywords', required: false, example: 'pasarela aire acondicionado wifi daikin' },
  ],
};

/** The columns whose values name a record: the file's key (a second row with the same key is an error). */
export const IMPORT_KEYS: Readonly<Record<ImportType, readonly string[]>> = {
  compatibilities: ['article', 'manufacturer', 'model_reference'],
  easyzone_compatibilities: ['article', 'manufacturer', 'model_reference'],
  amazon_asins: ['article', 'marketplace'],
};

export const isImportType = (value: unknown): value is ImportType =>
  typeof value === 'string' && (IMPORT_TYPES as readonly string[]).includes(value);

/** What an import file's answer carries beyond its columns (`GET msloader.v1/imports/{id}`). */
export interface ImportRowError {
  /** The row of the sheet (the header is row 1). */
  row: number;
  /** The column's key, or null for the row as a whole. */
  column: string | null;
  message: string;
}

export interface ImportPreview {
  counts: { rows: number; created: number; updated: number; unchanged: number; errors: number };
  /** A few rows of each kind, as the file has them (column key -> text). */
  samples: Record<'created' | 'updated' | 'unchanged', { row: number; values: Record<string, string> }[]>;
  /** The first errors, in the caller's language (the error file has them all). */
  errors: ImportRowError[];
}
