import { describe, expect, it } from 'vitest';
import { checkGuards, GuardSyntaxError, isAllowed, parseGuard, SUPER_ADMIN_ROLE } from './guards.ts';

const user = (roles: string[] = [], permissions: string[] = []) => ({ roles, permissions });

describe('parseGuard', () => {
  it('splits guards on | and names on ,', () => {
    expect(parseGuard('auth|role:A, B|permission:x')).toEqual([
      { name: 'auth', params: [] },
      { name: 'role', params: ['A', 'B'] },
      { name: 'permission', params: ['x'] },
    ]);
  });

  it.each(['', 'admin', 'auth|', 'role', 'role:', 'permission: , '])('rejects %j', (guard) => {
    expect(() => parseGuard(guard)).toThrow(GuardSyntaxError);
  });
});

describe('checkGuards', () => {
  it('ANDs guards and ORs the names inside one guard', () => {
    const guard = 'auth|role:A,B|permission:x,y';
    expect(isAllowed(guard, user(['B'], ['y']))).toBe(true);
    expect(isAllowed(guard, user(['B'], []))).toBe(false);
    expect(isAllowed(guard, user([], ['x']))).toBe(false);
    expect(isAllowed(guard, user(['C'], ['x']))).toBe(false);
  });

  it('tells unauthenticated from forbidden', () => {
    const guards = parseGuard('auth|role:A');
    expect(checkGuards(guards, null)).toBe('unauthenticated');
    expect(checkGuards(guards, user(['Z']))).toBe('forbidden');
    expect(checkGuards(guards, user(['A']))).toBe('allowed');
  });

  it('lets guest pass only without a user and public always', () => {
    expect(checkGuards(parseGuard('guest'), null)).toBe('allowed');
    expect(checkGuards(parseGuard('guest'), user())).toBe('guest-only');
    expect(checkGuards(parseGuard('public'), null)).toBe('allowed');
    expect(checkGuards(parseGuard('public'), user())).toBe('allowed');
  });

  it('lets AZ_SADMIN through role and permission guards, but not when roles are strict', () => {
    const admin = user([SUPER_ADMIN_ROLE]);
    expect(isAllowed('auth|role:OTHER|permission:azc-roles-update', admin)).toBe(true);
    expect(checkGuards(parseGuard('auth|role:TEST'), admin, { strictRoles: true })).toBe('forbidden');
    expect(checkGuards(parseGuard('auth|role:TEST'), user(['TEST']), { strictRoles: true })).toBe('allowed');
    expect(checkGuards(parseGuard('auth|role:TEST'), null, { strictRoles: true })).toBe('unauthenticated');
  });
});
