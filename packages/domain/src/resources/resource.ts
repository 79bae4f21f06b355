import type { z } from 'zod';

/**
 * One definition per resource (ARCHITECTURE.md): the server builds its endpoints from it, the web
 * its list and form screens. Only what is special lives elsewhere.
 */
export type ColumnType = 'text' | 'number' | 'boolean' | 'date';

/**
 * The words an enumerated column's values show as, in the list and in its Excel download:
 * `status`, a status of spec section 4 as its badge's label; `activity`, a boolean as the
 * active/inactive badge. Other booleans read as yes/no.
 */
export type ColumnValues = 'status' | 'activity';

export interface ColumnDef {
  key: string;
  type?: ColumnType;
  /** Click-to-sort and the ordering modal (default true). */
  sortable?: boolean;
  /** Per-column search box (default true). */
  searchable?: boolean;
  /** Shown in the list (default true); false keeps it only for filters and Excel. */
  visible?: boolean;
  /** The label set of an enumerated column (see ColumnValues). */
  values?: ColumnValues;
}

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'number'
  | 'boolean'
  | 'color'
  | 'image'
  /** An uploaded file of any accepted type; the value is the stored file's URL (`/files/<key>`). */
  | 'file'
  | 'select'
  | 'multiselect'
  | 'translations'
  | 'markets'
  | 'options'
  /** HTML from the rich-text editor, sanitised by the server on every write. */
  | 'richtext'
  /** Child rows edited inside their parent and saved with it (a country's regions). */
  | 'rows';

export interface FieldDef {
  key: string;
  kind: FieldKind;
  /** Where a select takes its options: a resource name whose list feeds it. */
  source?: string;
  /** Field whose value derives a slug (SlugInput). */
  slugFrom?: string;
  /** Cleared when the record is duplicated (unique codes). */
  uniqueCode?: boolean;
  /** Half-width on wide screens. */
  half?: boolean;
  /**
   * A multiselect's most values: the web says so and stops there; the schema's own `.max()` of the
   * same constant is what the server enforces (a test keeps the two equal).
   */
  maxValues?: number;
  /** Shown only while another field holds one of these values (a FAQ's level and its selectors). */
  shownWhen?: { key: string; values: readonly string[] };
}

export interface ResourceDefinition<S extends z.ZodType = z.ZodType> {
  /** Route base and i18n key: `manufacturers` -> `/manufacturers`, `resources.manufacturers.*`. */
  name: string;
  /** Key of RESOURCE_ACCESS whose guards apply (default: `name`). */
  access?: string;
  /** Gateway service and the API path of the resource, e.g. `msproduct` + `admin/ranges`. */
  service: string;
  apiPath: string;
  /** Further list paths of spec section 7 (`manufacturers/filter`). */
  listAliases?: string[];
  /** Keys of the JSON answers: `{ manufacturer }` and `{ manufacturers: { data, ... } }`. */
  singular: string;
  plural: string;
  /** Web route parameter (spec section 2); the server accepts id or az_iso either way. */
  idParam: 'id' | 'az_iso';
  /** Body of create and update (strict: unknown fields are refused). */
  schema: S;
  fields: FieldDef[];
  columns: ColumnDef[];
  /** Columns the global search looks in. */
  search: string[];
  /** Default order (SPEC-RULINGS): `sort_key` where the resource has one, else `-created_at`. */
  defaultSort: string;
  duplicate: boolean;
}

export const uniqueCodes = (definition: ResourceDefinition) =>
  definition.fields.filter((f) => f.uniqueCode).map((f) => f.key);

export const sortableColumns = (definition: ResourceDefinition) =>
  definition.columns.filter((c) => c.sortable !== false).map((c) => c.key);

export const searchableColumns = (definition: ResourceDefinition) =>
  definition.columns.filter((c) => c.searchable !== false).map((c) => c.key);
