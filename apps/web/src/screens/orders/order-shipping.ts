import { orders } from '@proboard/domain';
import type { ApiResponse } from '../../api/api-response.ts';
import { gateway } from '../../api/gateway.ts';
import { resourceEndpoint } from '../../kit/api/resource-endpoints.ts';

/** The order fields the order modal reads. */
export interface OrderShippingState {
  id: number;
  order_reference: string;
  shipping_cost: number | null;
  total: number | null;
  updated_at: string;
}

export interface OrderShippingAnswer {
  message?: string;
  mailed_to?: string | null;
  order?: OrderShippingState;
}

/** The order modal's confirm (`orders.routes.ts`): the new shipping cost and the customer's message. */
export function changeShipping(
  order: OrderShippingState,
  shippingCost: number,
  message: string,
): Promise<ApiResponse<OrderShippingAnswer>> {
  return gateway.post<OrderShippingAnswer>(resourceEndpoint(orders, String(order.id), 'shipping'), {
    shipping_cost: shippingCost,
    message: message || null,
    updated_at: order.updated_at,
  });
}
