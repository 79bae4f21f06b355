import type { ArticleBulkUpdate, ResourceDefinition } from '@proboard/domain';
import type { ApiResponse } from '../../../api/api-response.ts';
import { gateway } from '../../../api/gateway.ts';
import { resourceEndpoint } from '../../../kit/api/resource-endpoints.ts';

/** `POST admin/articles/bulk-update`: 202 `{ batch_job }`, 422 with field errors, or 403. */
export function startArticleBulkUpdate(
  articles: ResourceDefinition,
  body: ArticleBulkUpdate,
): Promise<ApiResponse<unknown>> {
  return gateway.post(resourceEndpoint(articles, 'bulk-update'), body);
}
