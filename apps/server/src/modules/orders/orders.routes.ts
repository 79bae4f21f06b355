import { guardForAction, money, updatedAt } from '@proboard/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { route } from '../../platform/gateway.ts';
import { resourceRoutes } from '../../platform/resources/resource-routes.ts';
import { companyStore } from '../customers/companies.store.ts';
import { couponStore } from './coupons.store.ts';
import { changeShipping } from './order-shipping.ts';
import { clientOrderStore, companyOrderStore, orderStore, professionalOrderStore } from './orders.store.ts';

const idParams = z.object({ id: z.string().min(1).max(100) });
const shippingBody = z.strictObject({
  shipping_cost: money(),
  /** Rich text (sanitised on the server), like every rich-text field: at most 100,000 characters. */
  message: z.string().max(100_000).nullish(),
  updated_at: updatedAt,
});

/**
 * Orders (all, professional, client; `msbusiness`), a company's orders tab (`mscustomer`, nested
 * under the company, read only as spec section 2 has it), coupons (`mspromo`) and the order modal.
 */
export async function ordersRoutes(app: FastifyInstance) {
  resourceRoutes(app, orderStore);
  resourceRoutes(app, professionalOrderStore);
  resourceRoutes(app, clientOrderStore, { writes: false });
  resourceRoutes(app, companyOrderStore, { parent: companyStore, writes: false });
  resourceRoutes(app, couponStore);

  const def = orderStore.definition;
  route(app, {
    method: 'POST',
    service: 'msbusiness',
    path: `${def.apiPath}/:id/shipping`,
    guard: guardForAction(def.name, 'edit'),
    summary:
      'The order modal: set the shipping cost (totals recomputed) and mail the customer the new total with a message',
    params: idParams,
    body: shippingBody,
    handler: async ({ params, body, app: ctx, actor, t }) => {
      const result = await ctx.db.transaction((tx) => changeShipping(ctx, tx, params.id, body, actor));
      return {
        message: result.mailed_to
          ? t('orders.shippingMailed', { email: result.mailed_to })
          : t('orders.shippingNotMailed'),
        mailed_to: result.mailed_to,
        order: result.order,
      };
    },
  });
}
