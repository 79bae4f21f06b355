import { importFiles } from '@proboard/domain';
import type { ResourceStore } from '../../platform/resources/resource-store.ts';

/** Seconds since the file started, while it runs (the rate and time left of the queue screen). */
const elapsed = `extract(epoch from (now() - t.started_at))`;
const rate = `case when t.status = 'processing' and t.rows_done > 0 and ${elapsed} > 0
  then round(t.rows_done / ${elapsed}) end`;

/** The queue's files (list, Excel, details): the kit reads them, uploads and actions are own routes. */
export const importFileStore: ResourceStore = {
  definition: importFiles,
  table: 'import_files',
  writable: ['description'],
  listColumns: [
    'id',
    'description',
    'type',
    'status',
    'file_name',
    'rows_total',
    'rows_done',
    'rows_created',
    'rows_updated',
    'rows_unchanged',
    'errors_count',
    'skip_errors',
    'queued_at',
    'started_at',
    'finished_at',
    'error_summary',
    'resumed_at',
    'reverted_at',
    'created_by_email',
    'created_at',
    'updated_at',
  ],
  computed: {
    az_label: `'#' || t.id || ' ' || t.description`,
    /** Rows per second while it runs. */
    rows_per_second: rate,
    seconds_left: `case when (${rate}) > 0 then ceil((t.rows_total - t.rows_done) / (${rate})) end`,
  },
  uniques: {},
};
