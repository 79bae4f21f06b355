import { describe, expect, it } from 'vitest';
import { isReadOnlyOnly, isRoleName, READ_ONLY_ROLES, ROLE_NAMES, ROLES, withoutReadOnly } from './roles.ts';

describe('role catalogue', () => {
  it('has unique names with descriptions', () => {
    expect(new Set(ROLE_NAMES).size).toBe(ROLES.length);
    for (const role of ROLES) expect(role.description.length).toBeGreaterThan(3);
  });

  it('keeps the spec spellings, including the AS_/AZ_ pair', () => {
    for (const name of [
      'AS_DASH_GART_BASIC',
      'AZ_DASH_GART_BASIC',
      'TEST',
      'AZ_SAT',
      'CLIENT_ADMIN',
      'AZC_GLOBAL_COUNTRIES_ADMIN',
      'AZC_WATERMARK_BASIC',
      'AZ_DASHBOARD_EXPORTS',
      'RRHH_IMPORTS',
      'AZ_DASH_MULTIMEDIA_CLASSIFICATION',
    ]) {
      expect(isRoleName(name), name).toBe(true);
    }
    expect(ROLES).toHaveLength(61);
  });

  it('lists exactly the *_READONLY roles as read-only', () => {
    expect([...READ_ONLY_ROLES].sort()).toEqual([
      'AZ_DASH_ARTICLES_READONLY',
      'AZ_DASH_ATTRIBUTES_READONLY',
      'AZ_DASH_COMPANIES_READONLY',
      'AZ_DASH_FAMILIES_READONLY',
      'AZ_DASH_GART_READONLY',
      'AZ_DASH_MANUFACTURERS_READONLY',
      'AZ_DASH_PRODUCTS_READONLY',
      'AZ_DASH_RANGES_READONLY',
      'AZ_DASH_SYSTEMS_READONLY',
    ]);
  });
});

describe('isReadOnlyOnly', () => {
  const granting = ['AZ_DASH_GART', 'AZ_DASH_RANGES', 'AZ_DASH_RANGES_READONLY'];

  it('is true when every granting role is read-only', () => {
    expect(isReadOnlyOnly(['AZ_DASH_RANGES_READONLY', 'AZ_DASH_LOGS'], granting)).toBe(true);
    expect(isReadOnlyOnly(['AZ_DASH_RANGES_READONLY'])).toBe(true);
  });

  it('is false when a writing role also grants, for AZ_SADMIN, and without any grant', () => {
    expect(isReadOnlyOnly(['AZ_DASH_RANGES_READONLY', 'AZ_DASH_RANGES'], granting)).toBe(false);
    expect(isReadOnlyOnly(['AZ_SADMIN', 'AZ_DASH_RANGES_READONLY'], granting)).toBe(false);
    expect(isReadOnlyOnly(['AZ_DASH_LOGS'], granting)).toBe(false);
    expect(isReadOnlyOnly([])).toBe(false);
  });

  it('withoutReadOnly drops read-only roles only', () => {
    expect(withoutReadOnly(granting)).toEqual(['AZ_DASH_GART', 'AZ_DASH_RANGES']);
  });
});
