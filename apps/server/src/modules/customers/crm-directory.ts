import { randomUUID } from 'node:crypto';
import { AdapterCallError } from '../../platform/adapters/outbound-call.ts';
import { integrationKey } from '../../platform/adapters/secret-box.ts';
import type { AppContext } from '../../platform/context.ts';
import { TranslatedError } from '../../platform/errors.ts';
import { type CrmAdapter, type CrmRemoteClient, httpCrmAdapter } from '../integrations/crm-adapter.ts';
import { crmConfigurationForCompany, crmEndpoint } from '../integrations/integration-endpoints.ts';

/** A registration as the CRM lookups need it: its country picks the CRM, its id names the log entries. */
export interface CrmRegistration {
  id: number;
  country_iso: string;
}

/**
 * What the customers area asks a CRM: find a client by VAT (sync of a temporary customer) or by its
 * id (moving a registration to another CRM client).
 */
export interface CrmDirectory {
  findClientByVat(registration: CrmRegistration, vat: string): Promise<CrmRemoteClient | null>;
  findClientById(registration: CrmRegistration, id: string): Promise<CrmRemoteClient | null>;
}

/**
 * The CRM of the registration's country through its adapter: one signed, timed-out call, written to
 * the CRM logs. No configuration: 422; a CRM that fails or answers garbage: 502, never a 500.
 */
export function adapterCrmDirectory(ctx: AppContext): CrmDirectory {
  const ask = async <T>(
    registration: CrmRegistration,
    question: (crm: CrmAdapter, call: Parameters<CrmAdapter['findClientById']>[1]) => Promise<T>,
  ) => {
    const configuration = await crmConfigurationForCompany(ctx.db, {
      crm_alias: null,
      country_iso: registration.country_iso,
      region_id: null,
    });
    if (!configuration) throw new TranslatedError(422, 'integrations.noCrmConfiguration');
    const crm = httpCrmAdapter(ctx.db, crmEndpoint(ctx, await integrationKey(ctx.config), configuration));
    try {
      // A lookup changes nothing remotely: a fresh key per call.
      return await question(crm, {
        idempotencyKey: randomUUID(),
        attempt: 1,
        entity: { type: 'tmp_customer', id: String(registration.id) },
      });
    } catch (error) {
      if (error instanceof AdapterCallError) {
        throw new TranslatedError(502, 'integrations.crmUnavailable', undefined, { reason: error.kind });
      }
      throw error;
    }
  };
  return {
    findClientByVat: (registration, vat) => ask(registration, (crm, call) => crm.findClientByVat(vat, call)),
    findClientById: (registration, id) => ask(registration, (crm, call) => crm.findClientById(id, call)),
  };
}
