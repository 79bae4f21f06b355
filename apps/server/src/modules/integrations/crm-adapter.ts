import { z } from 'zod';
import { callRemote, type RemoteEndpoint } from '../../platform/adapters/outbound-call.ts';
import type { Queryable } from '../../platform/resources/resource-store.ts';

/** A client as the CRM knows it. */
export const crmClientSchema = z.object({
  id: z.string().min(1).max(100),
  name: z.string(),
  vat: z.string(),
});
export type CrmRemoteClient = z.infer<typeof crmClientSchema>;

/** What the board sends the CRM about a company. */
export interface CrmClientData {
  name: string;
  vat: string;
  country_iso: string;
  email: string | null;
  phone: string | null;
  client_type: string;
  /** The configuration's own codes, which the CRM files the client under. */
  client_id: string | null;
  crm_source_id: string | null;
  agent_code: string | null;
  reference: string | null;
}

export const crmAgentSchema = z.object({
  code: z.string().min(1).max(60),
  name: z.string().max(120),
  surname: z.string().max(120).default(''),
});
export type CrmRemoteAgent = z.infer<typeof crmAgentSchema>;

/** Which attempt of which operation a call is, for the log and the idempotency key. */
export interface CallContext {
  idempotencyKey: string;
  attempt: number;
  entity?: { type: string; id: string };
}

/** The one interface to a CRM (ARCHITECTURE.md, Adapters); `httpCrmAdapter` speaks docs/integrations.md. */
export interface CrmAdapter {
  findClientByVat(vat: string, call: CallContext): Promise<CrmRemoteClient | null>;
  findClientById(id: string, call: CallContext): Promise<CrmRemoteClient | null>;
  /** Creates or updates the client; the same idempotency key never creates twice. */
  upsertClient(client: CrmClientData, call: CallContext): Promise<CrmRemoteClient>;
  listAgents(call: CallContext): Promise<CrmRemoteAgent[]>;
}

export function httpCrmAdapter(db: Queryable, endpoint: RemoteEndpoint): CrmAdapter {
  return {
    async findClientByVat(vat, call) {
      const answer = await callRemote(db, endpoint, {
        ...call,
        operation: 'findClientByVat',
        method: 'GET',
        path: `clients?vat=${encodeURIComponent(vat)}`,
        answer: z.object({ client: crmClientSchema.nullable() }),
      });
      return answer.client;
    },
    async findClientById(id, call) {
      const answer = await callRemote(db, endpoint, {
        ...call,
        operation: 'findClientById',
        method: 'GET',
        path: `clients/${encodeURIComponent(id)}`,
        answer: z.object({ client: crmClientSchema.nullable() }),
      });
      return answer.client;
    },
    async upsertClient(client, call) {
      const answer = await callRemote(db, endpoint, {
        ...call,
        operation: 'upsertClient',
        method: 'POST',
        path: 'clients',
        body: client,
        answer: z.object({ client: crmClientSchema }),
      });
      return answer.client;
    },
    async listAgents(call) {
      const answer = await callRemote(db, endpoint, {
        ...call,
        operation: 'listAgents',
        method: 'GET',
        path: 'agents',
        answer: z.object({ agents: z.array(crmAgentSchema).max(10_000) }),
      });
      return answer.agents;
    },
  };
}
