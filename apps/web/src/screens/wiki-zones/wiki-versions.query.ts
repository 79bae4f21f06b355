import { wikiDocuments } from '@proboard/domain';
import { queryOptions } from '@tanstack/react-query';
import type { ApiResponse } from '../../api/api-response.ts';
import { gateway } from '../../api/gateway.ts';
import { unwrap } from '../../api/gateway-error.ts';
import { resourceEndpoint } from '../../kit/api/resource-endpoints.ts';
import { resourceKeys } from '../../kit/api/resource-queries.ts';
import type { VersionDiff, VersionRecord, VersionRow } from './wiki-versions.ts';

/**
 * A document's versions under the documents' cache key (`['resource', 'wikizones', …]`): a new
 * version, a restore or an edit refreshes the document, its history and its comparisons at once.
 */
const key = (...parts: (string | number)[]) => [...resourceKeys.all(wikiDocuments.name), ...parts];

export const versionsQuery = (documentId: string) =>
  queryOptions({
    queryKey: key('versions', documentId),
    queryFn: async ({ signal }) => {
      const body = unwrap(
        await gateway.get<{ wiki_document_versions?: VersionRow[] }>(
          resourceEndpoint(wikiDocuments, documentId, 'versions'),
          { signal },
        ),
      );
      return body?.wiki_document_versions ?? [];
    },
  });

export const versionQuery = (documentId: string, number: number) =>
  queryOptions({
    queryKey: key('version', documentId, number),
    queryFn: async ({ signal }) => {
      const body = unwrap(
        await gateway.get<{ wiki_document_version?: VersionRecord }>(
          resourceEndpoint(wikiDocuments, documentId, 'versions', String(number)),
          { signal },
        ),
      );
      if (!body?.wiki_document_version) throw new Error('No version in the answer');
      return body.wiki_document_version;
    },
  });

export const diffQuery = (documentId: string, from: number, to: number) =>
  queryOptions({
    queryKey: key('diff', documentId, from, to),
    queryFn: async ({ signal }) => {
      const body = unwrap(
        await gateway.get<{ diff?: VersionDiff }>(resourceEndpoint(wikiDocuments, documentId, 'diff'), {
          query: { from: String(from), to: String(to) },
          signal,
        }),
      );
      if (!body?.diff) throw new Error('No diff in the answer');
      return body.diff;
    },
  });

/** version-create: the edited content over `based_on`, the version the writer started from. */
export const postVersion = (
  documentId: string,
  payload: Record<string, unknown>,
): Promise<ApiResponse<unknown>> =>
  gateway.post(resourceEndpoint(wikiDocuments, documentId, 'versions'), payload);

/** An old version written again as the newest, over the newest the user saw. */
export const postRestore = (documentId: string, number: number, basedOn: number) =>
  gateway.post(resourceEndpoint(wikiDocuments, documentId, 'versions', String(number), 'restore'), {
    based_on: basedOn,
  });
