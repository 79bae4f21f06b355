import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/**
 * A date filter matches the day the user sees on the screen, which shows times in the browser's zone
 * (`app-timezone`), not the UTC day: 23:30 UTC on the 14th of January is the 15th in Madrid.
 */
const BASE = '/api/msproduct.v1/manufacturers';
const filtered = (created: string) =>
  `${BASE}?context=${encodeURIComponent(JSON.stringify({ currentPage: 1, filter: { created_at: created } }))}`;

let t: TestApp;
let admin: string;

const found = async (created: string, zone?: string) => {
  const res = await t.request({
    method: 'GET',
    url: filtered(created),
    token: admin,
    headers: zone ? { 'app-timezone': zone } : {},
  });
  expect(res.statusCode).toBe(200);
  return (res.json().manufacturers.data as { az_iso: string }[]).map((m) => m.az_iso);
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
  await t.db.execute(sql`insert into manufacturers (az_iso, name, created_at)
    values ('NIGHT_OWL', 'Night owl', timestamptz '2026-01-14 23:30:00+00')`);
});
afterAll(() => t.close());

describe('date filters in the caller time zone', () => {
  it('match the local day, and fall back to Madrid for a missing or unknown zone', async () => {
    expect(await found('2026-01-15', 'Europe/Madrid')).toEqual(['NIGHT_OWL']);
    expect(await found('2026-01-14', 'Europe/Madrid')).toEqual([]);
    expect(await found('2026-01-14', 'UTC')).toEqual(['NIGHT_OWL']);
    expect(await found('2026-01-14 18:30', 'America/New_York')).toEqual(['NIGHT_OWL']);
    expect(await found('2026-01-15 00:30')).toEqual(['NIGHT_OWL']);
    expect(await found('2026-01-15', 'Mars/Olympus_Mons')).toEqual(['NIGHT_OWL']);
    expect(await found('2026-01', 'Pacific/Kiritimati')).toEqual(['NIGHT_OWL']);
  });

  it('are the same in the Excel download', async () => {
    const url = filtered('2026-01-14').replace(`${BASE}?`, `${BASE}/export?`);
    const rowsIn = async (zone: string) => {
      const res = await t.request({ method: 'GET', url, token: admin, headers: { 'app-timezone': zone } });
      expect(res.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      return workbook.worksheets[0]!.actualRowCount - 1;
    };
    expect(await rowsIn('UTC')).toBe(1);
    expect(await rowsIn('Europe/Madrid')).toBe(0);
  });
});
