import type { Locale, ResourceDefinition } from '@proboard/domain';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../database.ts';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Queryable = Db | Tx;
export type Row = Record<string, unknown>;

/**
 * How a resource is stored: the SQL side of a definition. A plain resource lists its table and
 * writable columns; anything special is a named hook.
 */
export interface ResourceStore {
  definition: ResourceDefinition;
  table: string;
  /** Columns written from the body as they are. */
  writable: string[];
  /**
   * Columns a list row carries (default: every column). Large values such as translations are left
   * to the record's own read: 25 article rows with six languages' descriptions weighed 78 kB.
   */
  listColumns?: string[];
  /** Columns holding JSON (written as jsonb). */
  json?: string[];
  /** Read-only values computed in SQL, e.g. `az_label`. Keys are trusted SQL. */
  computed?: Record<string, string>;
  /**
   * Read-only values of the record's own read only, never of list rows (a family's products and
   * audit trail): like `computed`, a record sent back with them is accepted and they are ignored.
   */
  recordComputed?: Record<string, string>;
  /** SQL for list columns that are not table columns (filters, sort, Excel). Trusted SQL. */
  expressions?: Record<string, string>;
  /**
   * Column filters that need their own SQL (a related name matched through an indexed subquery
   * instead of a per-row expression). Receives the LIKE pattern.
   */
  filters?: Record<string, (pattern: string) => SQL>;
  /**
   * Column filters that keep the rows whose `column` holds one of the values `counts(typed)` selects
   * first, with the number of the list's rows holding each (a related table's rows matching the typed
   * text, each with its own counter: the products whose name or code contains it, and their
   * `article_count`). A list filtered by one of them alone is totalled from those counters and then
   * paged with the values themselves (`partitionFilterTotal`), instead of counting its rows and matching
   * the related table a second time.
   */
  partitionFilters?: Record<string, { column: string; counts: (typed: string) => SQL }>;
  /**
   * Text columns whose row counts per value triggers keep (`row_counts_track_partitions(table,
   * 'a,b')`, all of them as one key): a list whose only conditions are filters on these columns and
   * its scope (a state tab) reads its exact total from the counters in O(1) instead of counting its
   * rows (`countedTotal`). Their filters, and the scope, must read only `t.<these columns>`.
   */
  countedColumns?: string[];
  /** Filters besides the counted columns' own that read only them (an assignee matched by name). */
  countedFilters?: string[];
  /**
   * The never-null column leading the list's default order whose rows per week triggers count
   * (`row_count_weeks_track_column(table, '<column>')`, migration 0051); `date` for a
   * date column. A deep page of the whole list then starts its walk at its week (`weekPageIds`).
   */
  weekCounted?: { column: string; date?: boolean };
  /**
   * The table has `search_text`, generated from the definition's search columns (each lower-cased,
   * joined by chr(1)), with one trigram index (`searchTextColumn` in columns.ts): a search tests one
   * column instead of each, and a filter on a search column finds its candidates there too. Made for
   * the big lists whose searches match many codes (500,000 tickets: 3.8 -> 2.8 ms of PostgreSQL).
   */
  searchText?: boolean;
  /**
   * The table's rows are listed under the words of their search text (migration 0041,
   * `search_postings_track_table`): a search of one term without a space, and no filter, is totalled
   * from those lists instead of testing every match (`searchWordsTotal`). `parts` (a one-column select)
   * names the partitions the store's scope covers, where the table's postings are split by a column
   * (users by profile); a store with another scope is counted the usual way.
   */
  searchWords?: true | { parts: () => SQL };
  /**
   * The list order the table's postings are also kept in (`search_postings_sort_table`, migration
   * 0044, whose key must sort as this order does): a search of one word in it, either way, is paged
   * from one index range per part (`sortedWordsPage`).
   */
  sortedWords?: { key: string; desc: boolean };
  /**
   * A global search of its own instead of "a search column contains the typed text" (the indoor-unit
   * models' look-up compares loosely typed references by key). Receives the typed text.
   */
  search?: (typed: string) => SQL;
  /** Whether `:id` may also be the record's az_iso. */
  azIsoLookup?: boolean;
  /** Unique constraints -> the field reported in the 422. */
  uniques: Record<string, string>;
  hooks?: ResourceHooks;
}

/** Who asks for a write: rules such as "nobody deactivates themselves" need it. */
export interface HookCaller {
  userId: number | null;
  /** The caller's `app-locale` (a mail sent on their behalf, e.g. an invitation). */
  locale: Locale;
}

export interface ResourceHooks {
  /** Derives stored values from the body (computed columns such as an article's volume). */
  prepare?: (body: Row) => Row;
  /** Checks that need the database (references exist...); returns field errors. */
  validate?: (
    tx: Tx,
    body: Row,
    existing: Row | null,
    caller: HookCaller,
  ) => Promise<Record<string, string[]>>;
  /** Checks before a delete (a record that must stay); field errors answer 422 and nothing is deleted. */
  validateDelete?: (tx: Tx, existing: Row, caller: HookCaller) => Promise<Record<string, string[]>>;
  /**
   * Runs in the create's transaction once the new record and its child rows are written (a job
   * queued here, such as an invitation mail, is sent only if the record is).
   */
  afterCreate?: (tx: Tx, id: number, body: Row, caller: HookCaller) => Promise<void>;
  /**
   * Runs in the create's transaction when the create is a duplicate (`POST {apiPath}?duplicate_of=
   * {id}`, what the duplicate screen sends), after `afterWrite` and `afterCreate`: copies what a
   * duplicate carries beyond its own fields (a section's subsections and contents). `source` is the
   * record as the caller could read it. Without this hook the parameter is ignored: a plain
   * duplicate is just a create.
   */
  afterDuplicate?: (tx: Tx, record: Row, source: Row, caller: HookCaller) => Promise<void>;
  /** Writes what is not a plain column (child rows) after the main row. */
  afterWrite?: (tx: Tx, record: Row, body: Row) => Promise<void>;
  /** Adds related data to records read one by one (details, after writes). */
  attach?: (db: Queryable, record: Row) => Promise<Row>;
  /** Extra condition on every list (e.g. a market scope). */
  listScope?: () => SQL | null;
  /**
   * The scoped list's total while nothing else filters it, from counters kept by triggers
   * (`partitionTotal`): a count(*) over the scope reads every scoped row on every request.
   */
  scopeTotal?: () => SQL;
}
