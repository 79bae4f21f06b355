import { tmpCustomers } from '@proboard/domain';
import type { ApiResponse } from '../../api/api-response.ts';
import { gateway } from '../../api/gateway.ts';
import { resourceEndpoint } from '../../kit/api/resource-endpoints.ts';

/** What a temporary customer's actions answer: the server's translated message, and what changed. */
export interface TmpCustomerActionAnswer {
  message?: string;
  /** Convert: the company created. */
  company?: { id: number; name: string };
}

/** The registration fields the actions read. */
export interface TmpCustomerState {
  status?: string;
  crm_client_id?: string | null;
  company_id?: number | null;
  vat?: string;
}

/**
 * The actions of `customers.routes.ts` on one registration: find its client in the CRM by VAT
 * (`sync`), move it to another CRM client (`move`), convert it into a real customer (`convert`).
 */
export function tmpCustomerAction(
  id: string,
  action: 'sync' | 'move' | 'convert',
  body?: { crm_client_id: string },
): Promise<ApiResponse<TmpCustomerActionAnswer>> {
  return gateway.post<TmpCustomerActionAnswer>(resourceEndpoint(tmpCustomers, id, action), body);
}

/** The server's own message of a successful action (it names the client or the company), else ours. */
export function answerMessage(response: ApiResponse<TmpCustomerActionAnswer>, fallback: string): string {
  const message = response.ok ? response.content?.message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}
