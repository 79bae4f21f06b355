import { z } from 'zod';
import { callRemote, type RemoteEndpoint } from '../../platform/adapters/outbound-call.ts';
import type { Queryable } from '../../platform/resources/resource-store.ts';
import type { CallContext } from './crm-adapter.ts';

/** A product as A3 files it. */
export interface ErpProduct {
  id: number;
  az_iso: string;
  name: string;
  active: boolean;
}

/** An order as A3 takes it: amounts in cents, computed by the board (never by A3). */
export interface ErpOrder {
  id: number;
  reference: string;
  company_vat: string;
  lines: { article: string; quantity: number; unit_price_cents: number; total_cents: number }[];
  total_cents: number;
}

/** The one interface to the ERP (A3). */
export interface ErpAdapter {
  /** One batch of products; A3 answers how many it took. */
  sendProducts(products: ErpProduct[], call: CallContext): Promise<{ received: number }>;
  /** Sends an order; A3 answers its own order number, which the order keeps. */
  sendOrder(order: ErpOrder, call: CallContext): Promise<{ order_number: string }>;
}

export function httpErpAdapter(
  db: Queryable,
  endpoint: RemoteEndpoint,
  companyCode: string | null,
): ErpAdapter {
  return {
    async sendProducts(products, call) {
      return callRemote(db, endpoint, {
        ...call,
        operation: 'sendProducts',
        method: 'POST',
        path: 'products',
        body: { company_code: companyCode, products },
        answer: z.object({ received: z.number().int().min(0) }),
      });
    },
    async sendOrder(order, call) {
      return callRemote(db, endpoint, {
        ...call,
        operation: 'sendOrder',
        method: 'POST',
        path: 'orders',
        body: { company_code: companyCode, order },
        answer: z.object({ order_number: z.string().min(1).max(40) }),
      });
    },
  };
}
