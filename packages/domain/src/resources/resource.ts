import type { z } from 'zod';

/**
 * One definition per resource (ARCHITECTURE.md): the server builds its endpoints from it, the web
 * its list and form screens. Only what is special lives elsewhere.
 */
/**
 * `code`: a short code kept in capitals (an ISO code, a user type): its filter matches the whole code,
 * whatever the case typed, so an index can serve it (a contains-filter reads every row).
 */
export type ColumnType = 'text' | 'code' | 'number' | 'boolean' | 'date';

/**
 * The words an enumerated column's values show as, in the list and in its Excel download:
 * `status`, a status of spec section 4 as its badge's label; `activity`, a boolean as the
 * active/inactive badge. Other booleans read as yes/no. `percent`: a number from 0 to 100 shown
 * with a small progress bar (catalogue completeness). `money`: an amount in euros (the company's
 * currency: orders, returns and commissions are kept in it), two decimals and the sign in the
 * user's locale; a number with a euro format in Excel. `month`: a date column holding a month's first
 * day (a commission's month), shown as that month and year ("noviembre de 2026", 11/2026 in Excel).
 * `percentage`: a share (a discount, a commission rate) written in the user's locale with its sign
 * ("7,5 %"), a number in Excel.
 */
export type ColumnValues = 'status' | 'activity' | 'percent' | 'money' | 'month' | 'percentage';

/** The label set of a column chosen by another column of the same row. */
export interface ColumnValuesBy {
  /** The column whose value chooses (a coupon's `type`). */
  key: string;
  /** Its value -> the label set (`percentage` -> 'percentage', `fixed` -> 'money'). */
  values: Readonly<Record<string, ColumnValues>>;
}

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
  /** A label set that depends on the row (a coupon's discount is a percentage or an amount by its type). */
  valuesBy?: ColumnValuesBy;
  /**
   * Every value a status column may hold (a company's client states): the list filters it with a
   * select of their badges and the server matches the whole value, so `active` never lists `inactive`
   * and an index on the column serves the filter. A workflow's state column has its states already.
   */
  statuses?: readonly string[];
}

export type FieldKind =
  | 'text'
  | 'textarea'
  | 'number'
  /** A calendar date (`2026-03-31`). */
  | 'date'
  /** A moment, picked as a date and a time in the user's zone, sent with its zone (ISO 8601). */
  | 'datetime'
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
  | 'rows'
  /** An ordered list of uploaded image URLs (an article's additional images), reordered by drag. */
  | 'images'
  /** Attribute option ids, one select per attribute type that applies to `attributesOf`. */
  | 'attributes'
  /** The record's completeness per market (catalogue/completeness.ts), read-only, from the server. */
  | 'completeness';

export interface FieldDef {
  key: string;
  kind: FieldKind;
  /** Where a select takes its options: a resource name whose list feeds it. */
  source?: string;
  /** Field whose value derives a slug (SlugInput). */
  slugFrom?: string;
  /**
   * Cleared when the record is duplicated (unique codes). A select (`source`) may be one too: part of
   * a key several fields make unique (a commission configuration's company).
   */
  uniqueCode?: boolean;
  /** Columns of a rows field that identify a unit (a warranty line's serial number): cleared in a duplicate. */
  rowCodes?: readonly string[];
  /**
   * A valid value made from `n`, for a unique code with a check digit that a suffix would break (a
   * VAT number): tests that clone records use it to make fresh valid codes.
   */
  example?: (n: number, record: Record<string, unknown>) => string;
  /** Half-width on wide screens. */
  half?: boolean;
  /** An image field's most bytes outside the catalogue (whose images all carry the ERP's limit). */
  maxBytes?: number;
  /**
   * A multiselect's most values: the web says so and stops there; the schema's own `.max()` of the
   * same constant is what the server enforces (a test keeps the two equal).
   */
  maxValues?: number;
  /** How a read-only value reads, as a column of that label set shows it (`money`: 47.528,70 €). */
  values?: ColumnValues;
  /** Shown only while another field holds one of these values (a FAQ's level and its selectors). */
  shownWhen?: { key: string; values: readonly string[] };
  /**
   * The form tab the field sits in (`resources.{name}.tabs.{tab}`): a definition whose fields name
   * tabs is shown as tabs, in the order the tabs first appear; a tab holding an error is marked.
   */
  tab?: string;
  /** Computed by the server: shown (from the saved record), never sent (an article's volume). */
  readOnly?: boolean;
  /**
   * A read-only value the form works out as the user types, from other fields (`from`, in order),
   * with the very function the server stores it by (an article's volume from its dimensions).
   */
  derive?: { from: readonly string[]; value: (values: readonly unknown[]) => unknown };
  /**
   * A select whose source is too large to load whole (products, articles): searched as the user
   * types, a multiselect too.
   */
  searchOnly?: boolean;
  /** Translations: every content language is offered, whatever the markets (the ERP needs them all). */
  allLanguages?: boolean;
  /** Attributes: the target whose attribute types apply (`article`, `product`, `family`). */
  attributesOf?: 'article' | 'product' | 'family';
  /** Rows: the columns that pick a record, by the lookup source that feeds them (`market_id: 'markets'`). */
  columnSources?: Readonly<Record<string, string>>;
  /**
   * A select whose options depend on another field's value (a region's country): its lookup source
   * is read for that value, and it offers nothing while that field is empty.
   */
  dependsOn?: string;
  /**
   * Text measured in UTF-8 bytes (Amazon's search terms: "é" is 2 bytes, "€" 3): the field shows
   * the bytes left as one types. A number is the limit; `{ field, key }` takes it from the record
   * chosen in the select `field`, as its lookup row's `key` (an ASIN's keywords: their
   * marketplace's `keyword_byte_limit`). The server checks the limit itself.
   */
  byteLimit?: number | { field: string; key: string };
}

/**
 * A nested resource's parent (ARCHITECTURE.md "Nested resources": a company's users, addresses...).
 * The child's `apiPath` is relative to one parent record: `{parent apiPath}/{parent id}/{apiPath}`;
 * the parent's id is taken from that path and written to `key`, never from the body.
 */
export interface ParentLink {
  /** The parent's definition name (`companies`). */
  resource: string;
  /** The child's column holding the parent's id (`company_id`). */
  key: string;
  /** Route parameter of the child's own id in the nested web routes (`addressid`). */
  param: string;
  /** Set by `boundToParent`: the parent record a tab's list and forms work under. */
  boundTo?: { param: string; id: string };
}

export interface ResourceDefinition<S extends z.ZodType = z.ZodType> {
  /** Route base and i18n key: `manufacturers` -> `/manufacturers`, `resources.manufacturers.*`. */
  name: string;
  /** Key of RESOURCE_ACCESS whose guards apply (default: `name`). */
  access?: string;
  /** Gateway service and the API path of the resource, e.g. `msproduct` + `admin/ranges`. */
  service: string;
  apiPath: string;
  /**
   * The paged list's path where it is not `apiPath` (attribute types: `attribute-types/filter`, the
   * plain path answering the whole list, spec section 7).
   */
  listPath?: string;
  /**
   * A master call (spec section 7) answering the few records whose code or name contains `search`,
   * without paging or total: selects fed by this resource search through it.
   */
  selectorPath?: string;
  /**
   * The list answers `currentPage: -1` (every row, up to WHOLE_LIST_MAX): the lists the spec reads
   * whole (families' full list, spec section 7) and the sources of selects that load their options
   * whole (a multiselect that is not `searchOnly`). Any other list is read by pages (422).
   */
  wholeList?: boolean;
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
  /**
   * Created and edited in a modal over its list instead of screens of their own (a list-only
   * resource whose guards allow writes: the commission configurations, SPEC-RULINGS).
   */
  modalForms?: boolean;
  /** Where the resource is a child of another record (its tabs); see ParentLink. */
  parent?: ParentLink;
  /**
   * Parameters of the record's own web routes besides its id, read from the record (order details
   * are `/orders/:id/altra-company/:company`: `{ company: 'altra_company_iso' }`).
   */
  routeParams?: Readonly<Record<string, string>>;
  /**
   * The record's columns holding private files (a company's W-9, an order's invoice, a shipment's
   * label, a report's signatures), fields or not: the server marks the stored files they name
   * private when it writes the record, and every answer carrying the record gives them as short-lived
   * signed links, to a caller who may read it (server: platform/resources/private-record-files.ts).
   * Any other file is public catalogue media; a file field outside the catalogue, media and content
   * areas belongs here (private-files.test.ts holds the list of public ones).
   */
  privateFiles?: readonly string[];
  /**
   * A create is a request the server works through for the caller (an export): each user has one on
   * its way at a time, only its requester edits it, and an edit asks again. The generated suites
   * that clone records as independent rows (concurrency, round trip, crash safety) leave it to its
   * module's own tests; the authorization and hostile-body suites still attack its routes.
   */
  requestedWork?: true;
}

/** The nested API path of a child under one parent record: `customers/companies/12/addresses`. */
export function nestedApiPath(
  child: ResourceDefinition,
  parent: ResourceDefinition,
  parentId: string,
): string {
  return `${parent.apiPath}/${encodeURIComponent(parentId)}/${child.apiPath}`;
}

/**
 * A child definition bound to one parent record: its API path is the nested one and its web paths
 * carry the parent's id, so the kit's list and form work on it unchanged.
 */
export function boundToParent(
  child: ResourceDefinition,
  parent: ResourceDefinition,
  parentId: string,
): ResourceDefinition {
  if (!child.parent) return child;
  return {
    ...child,
    apiPath: nestedApiPath(child, parent, parentId),
    parent: { ...child.parent, boundTo: { param: parent.idParam, id: parentId } },
  };
}

/** The most rows a whole list (`currentPage: -1`, `wholeList`) answers; a longer one is refused (422). */
export const WHOLE_LIST_MAX = 5_000;

/** The path of the paged list (`context`, filters, sort). */
export const listPathOf = (definition: ResourceDefinition) => definition.listPath ?? definition.apiPath;

/** The columns of a record holding private files (ResourceDefinition.privateFiles). */
export const privateFilesOf = (definition: ResourceDefinition): readonly string[] =>
  definition.privateFiles ?? [];

export const uniqueCodes = (definition: ResourceDefinition) =>
  definition.fields.filter((f) => f.uniqueCode).map((f) => f.key);

export const sortableColumns = (definition: ResourceDefinition) =>
  definition.columns.filter((c) => c.sortable !== false).map((c) => c.key);

export const searchableColumns = (definition: ResourceDefinition) =>
  definition.columns.filter((c) => c.searchable !== false).map((c) => c.key);
