import { describe, expect, it } from 'vitest';
import { guardForAction, ROUTES } from './route-table.ts';

/**
 * Spec section 6: a company's users, addresses, discounts and tickets reuse the companies
 * permissions; SPEC-RULINGS: the orders-company tab needs `azc-companies-read`. Temporary customers
 * (and their sync) are for AZ_SADMIN and AZ_DASH_CLIENTS.
 */
describe('guards of the company tabs and temporary customers', () => {
  const READ = 'auth|permission:azc-companies-read';
  const expected: Record<string, string> = {
    list: READ,
    details: READ,
    create: 'auth|permission:azc-companies-create',
    edit: 'auth|permission:azc-companies-update',
  };

  it('gives every tab route under a company the companies permission of its action', () => {
    const tabs = ROUTES.filter((route) => route.parent === 'companies-details');
    expect(new Set(tabs.map((route) => route.resource))).toEqual(
      new Set([
        'companies-users',
        'companies-addresses',
        'companies-orders-company',
        'companies-discounts',
        'companies-tickets-company',
      ]),
    );
    for (const route of tabs) expect(route.guard, route.name).toBe(expected[route.action]);
  });

  it('lets the orders-company tab only list and open orders, with azc-companies-read', () => {
    const orders = ROUTES.filter((route) => route.resource === 'companies-orders-company');
    expect(orders.map((route) => [route.action, route.path]).sort()).toEqual([
      ['details', '/companies/:id/orders-company/:orderid'],
      ['list', '/companies/:id/orders-company'],
    ]);
    expect(guardForAction('companies-orders-company', 'list')).toBe(READ);
    expect(() => guardForAction('companies-orders-company', 'delete')).toThrow();
  });

  it('keeps temporary customers, their sync and their writes to AZ_SADMIN and AZ_DASH_CLIENTS', () => {
    for (const action of ['list', 'details', 'edit', 'delete', 'sync'] as const) {
      expect(guardForAction('tmpcustomers', action), action).toBe('auth|role:AZ_SADMIN,AZ_DASH_CLIENTS');
    }
    expect(() => guardForAction('tmpcustomers', 'create')).toThrow();
  });
});
