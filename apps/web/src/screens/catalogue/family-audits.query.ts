import { families } from '@proboard/domain';
import { queryOptions } from '@tanstack/react-query';
import { gateway } from '../../api/gateway.ts';
import { unwrap } from '../../api/gateway-error.ts';

/** One change of a family (`GET msproduct.v1/admin/families/{id}/audits`), newest first. */
export interface FamilyAudit {
  id: number;
  event: 'created' | 'updated' | 'deleted';
  user_email: string | null;
  created_at: string;
  /** The fields an update changed (none for a create). */
  fields: string[];
}

export const familyAuditsQuery = (familyId: string) =>
  queryOptions({
    // Under the family's cache key: a save of the family refreshes its trail.
    queryKey: ['resource', families.name, familyId, 'audits'],
    queryFn: async ({ signal }) => {
      const body = unwrap(
        await gateway.get<{ audits?: FamilyAudit[] }>(
          `msproduct.v1/${families.apiPath}/${encodeURIComponent(familyId)}/audits`,
          { signal },
        ),
      );
      return body?.audits ?? [];
    },
  });
