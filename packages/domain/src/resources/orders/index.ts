export * from './coupons.ts';
export * from './order-fields.ts';
export * from './order-totals.ts';
export * from './orders.ts';

import { coupons } from './coupons.ts';
import { clientOrders, companyOrders, orders, professionalOrders } from './orders.ts';

/** Orders (all, professional, client, a company's tab) and coupons (issue 14). */
export const ORDER_RESOURCES = [orders, professionalOrders, clientOrders, companyOrders, coupons] as const;
