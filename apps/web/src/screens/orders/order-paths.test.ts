import { clientOrders, orders } from '@proboard/domain';
import { describe, expect, it } from 'vitest';
import { resourcePaths } from '../../kit/resource/resource-paths.ts';

describe('order paths', () => {
  it('name the order’s Altra company in its details and edit routes (spec section 2)', () => {
    const paths = resourcePaths(orders);
    const record = { id: 12, altra_company_iso: 'AZES' };
    expect(paths.details('12', record)).toBe('/orders/12/altra-company/AZES');
    expect(paths.edit('12', record)).toBe('/orders/12/altra-company/AZES/edit');
    // From the current route's own parameters (the details screen's header links to its edit).
    expect(paths.edit('12', { id: '12', company: 'AZFR' })).toBe('/orders/12/altra-company/AZFR/edit');
    expect(paths.list).toBe('/orders');
  });

  it('give no link without the company, rather than a broken one', () => {
    expect(resourcePaths(orders).details('12')).toBeNull();
    expect(resourcePaths(orders).details('12', { altra_company_iso: '' })).toBeNull();
  });

  it('leave the other order lists on their plain routes', () => {
    expect(resourcePaths(clientOrders).details('7')).toBe('/clientorders/7');
    expect(resourcePaths(clientOrders).edit('7')).toBeNull();
  });
});
