import { describe, expect, it } from 'vitest';
import { isPermissionName, PERMISSION_NAMES, PERMISSIONS } from './permissions.ts';

describe('permission catalogue', () => {
  it('has unique names with descriptions', () => {
    expect(new Set(PERMISSION_NAMES).size).toBe(PERMISSIONS.length);
    for (const p of PERMISSIONS) expect(p.description).not.toBe('');
  });

  it('expands every entity of section 6 to read, create and update', () => {
    for (const entity of [
      'corporateapplications',
      'groups',
      'global-countries',
      'qrredirections',
      'crmconfigurations',
    ]) {
      for (const action of ['read', 'create', 'update']) {
        expect(isPermissionName(`azc-${entity}-${action}`), `${entity}-${action}`).toBe(true);
      }
    }
  });

  it('holds the "Other" permissions as the spec writes them', () => {
    for (const name of [
      'azc-compatibility-warnings-delete',
      'azc-amazon-market-place-update',
      'azc-watermark-create',
      'dhl-audits-access',
      'admin-pickups',
      'crm-loggin-requests-read',
      'azc-market-alerts-read',
      'azc-airboard-atp-access',
      'azc-atp-read',
      'audits-read-all',
    ]) {
      expect(isPermissionName(name), name).toBe(true);
    }
  });

  it('does not invent permissions the spec does not name', () => {
    for (const name of [
      'azc-returns-create',
      'azc-commissions-update',
      'azc-iumodel-technologies-create',
      'audits-update',
    ]) {
      expect(isPermissionName(name), name).toBe(false);
    }
  });
});
