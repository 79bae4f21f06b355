import { describe, expect, it } from 'vitest';
import { canSee } from './can-see.ts';

const user = (roles: string[], permissions: string[] = []) => ({ roles, permissions });

describe('view directives', () => {
  it('shows with one of the pipe-separated roles', () => {
    expect(canSee(user(['AZ_DASH_GART']), { roles: 'AZ_ADMIN|AZ_DASH_GART' })).toBe(true);
    expect(canSee(user(['AZ_SAT']), { roles: 'AZ_ADMIN | AZ_DASH_GART' })).toBe(false);
  });

  it('shows with one of the pipe-separated permissions', () => {
    expect(
      canSee(user([], ['azc-tickets-read']), { permissions: 'azc-tickets-read|azc-tickets-update' }),
    ).toBe(true);
    expect(canSee(user([], ['azc-tickets-read']), { permissions: 'azc-returns-read' })).toBe(false);
  });

  it('needs both lists when both are given', () => {
    const rule = { roles: 'AZ_SAT', permissions: 'azc-returns-update' };
    expect(canSee(user(['AZ_SAT'], ['azc-returns-update']), rule)).toBe(true);
    expect(canSee(user(['AZ_SAT'], ['azc-returns-read']), rule)).toBe(false);
  });

  it('lets the super admin see everything, and a guest nothing', () => {
    expect(canSee(user(['AZ_SADMIN']), { roles: 'AZ_ADMIN', permissions: 'x' })).toBe(true);
    expect(canSee(null, {})).toBe(false);
    expect(canSee(user([]), {})).toBe(true);
  });
});
