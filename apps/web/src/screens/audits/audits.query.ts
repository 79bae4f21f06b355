import { type AuditFieldChange, audits } from '@proboard/domain';
import { queryOptions } from '@tanstack/react-query';
import { gateway } from '../../api/gateway.ts';
import { unwrap } from '../../api/gateway-error.ts';

/** One row of the audits list (`GET mstools.v1/admin/audits`). */
export interface AuditRow {
  id: number;
  event: string;
  user_email: string | null;
  auditable_type: string;
  auditable_id: string;
  created_at: string;
  /** The fields an update changed, comma-separated (none for a creation). */
  fields: string | null;
  reverts_id: number | null;
}

/** How many of a record's latest changes its History panel shows; the audits list has them all. */
export const HISTORY_SHOWN = 25;

/** A record's latest changes, newest first, under the audits' cache key (a revert refreshes them). */
export const recordHistoryQuery = (type: string, id: string) =>
  queryOptions({
    queryKey: ['resource', audits.name, 'history', type, id],
    queryFn: async ({ signal }) => {
      const context = {
        currentPage: 1,
        perPage: HISTORY_SHOWN,
        filter: { auditable_type: type, auditable_id: id },
      };
      const body = unwrap(
        await gateway.get<{ audits?: { data?: AuditRow[]; total?: number } }>(
          `mstools.v1/${audits.apiPath}`,
          {
            query: { context: JSON.stringify(context) },
            signal,
          },
        ),
      );
      return { rows: body?.audits?.data ?? [], total: body?.audits?.total ?? 0 };
    },
  });

/** The fields one change touched, old beside new, with their diffs. */
export const auditChangesQuery = (id: string) =>
  queryOptions({
    queryKey: ['resource', audits.name, 'changes', id],
    queryFn: async ({ signal }) => {
      const body = unwrap(
        await gateway.get<{ changes?: AuditFieldChange[] }>(
          `mstools.v1/${audits.apiPath}/${encodeURIComponent(id)}/changes`,
          { signal },
        ),
      );
      return body?.changes ?? [];
    },
  });
