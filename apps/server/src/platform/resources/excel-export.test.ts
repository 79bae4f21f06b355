import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const ARTICLES = '/api/msproduct.v1/admin/articles/export';
const MARKETS = '/api/msmarket.v1/markets/export';
const withContext = (url: string, context: object) =>
  `${url}?context=${encodeURIComponent(JSON.stringify(context))}`;

let t: TestApp;
let admin: string;
let marketId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
  // 00:57 UTC is 01:57 in Madrid in winter (UTC+1); 23:57 UTC is 01:57 of the next day in summer (UTC+2).
  await t.db.execute(sql`
    insert into articles (az_iso, name, product_id, altra_status_iso, active, ean, created_at) values
      ('XLS_WINTER', 'Winter article', (select min(id) from products), 'available', true, '8400000000017',
        '2026-01-15T00:57:00Z'),
      ('XLS_SUMMER', 'Summer article', (select min(id) from products), 'eos', false, null,
        '2026-07-15T23:57:00Z')`);
  const market = await t.db.execute<{ id: number }>(sql`
    insert into markets (name, iso, available, active) values ('Excel land', 'XLSLAND', true, false) returning id`);
  marketId = market.rows[0]!.id;
});
afterAll(() => t.close());

async function download(url: string, headers: Record<string, string> = {}) {
  const res = await t.request({ method: 'GET', url, token: admin, headers });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

const rowValues = (sheet: ExcelJS.Worksheet, n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
const articles = withContext(ARTICLES, { filter: { az_iso: 'XLS_' }, sortBy: 'az_iso' });

/** The 1-based column of a header in a sheet's first row. */
const columnOf = (sheet: ExcelJS.Worksheet, header: string) => rowValues(sheet, 1).indexOf(header) + 1;
const created = (sheet: ExcelJS.Worksheet) =>
  columnOf(sheet, 'Fecha de creación') || columnOf(sheet, 'Data de criação') || columnOf(sheet, 'Created at');

describe('Excel download', () => {
  it('writes the list’s headers and words in the caller’s language, statuses as their badges', async () => {
    const sheet = await download(articles, { 'app-locale': 'es', 'app-timezone': 'Europe/Madrid' });
    expect(sheet.name).toBe('Artículos');
    // The list's own columns, in its order (others, such as computed ones, may sit between).
    const headers = rowValues(sheet, 1);
    const listed = ['Código', 'Nombre', 'Producto', 'Ciclo de vida', 'EAN', 'Activo', 'Fecha de creación'];
    expect(headers.filter((header) => listed.includes(String(header)))).toEqual(listed);
    const at = (header: string) => headers.indexOf(header);
    const [summer, winter] = [rowValues(sheet, 2), rowValues(sheet, 3)];
    expect(summer.slice(0, 2)).toEqual(['XLS_SUMMER', 'Summer article']);
    expect(summer[at('Ciclo de vida')]).toBe('EoS');
    expect(summer[at('Activo')]).toBe('Inactivo');
    expect(winter[at('Ciclo de vida')]).toBe('Disponible');
    expect(winter[at('EAN')]).toBe('8400000000017');
    expect(winter[at('Activo')]).toBe('Activo');

    const english = await download(articles, { 'app-locale': 'en' });
    expect(english.name).toBe('Articles');
    expect(rowValues(english, 1)[3]).toBe('Lifecycle');
    expect(rowValues(english, 3)[3]).toBe('Available');
  });

  it('writes date-times as Excel dates in the caller’s time zone, with their time of day', async () => {
    const sheet = await download(articles, { 'app-locale': 'es', 'app-timezone': 'Europe/Madrid' });
    // An Excel date has no zone: exceljs reads its wall-clock reading back as that time in UTC.
    const summer = sheet.getRow(2).getCell(created(sheet));
    const winter = sheet.getRow(3).getCell(created(sheet));
    expect(winter.value).toEqual(new Date('2026-01-15T01:57:00Z'));
    expect(summer.value).toEqual(new Date('2026-07-16T01:57:00Z'));
    expect(winter.numFmt).toBe('dd/mm/yyyy hh:mm');

    const lisbon = await download(articles, { 'app-locale': 'pt', 'app-timezone': 'Europe/Lisbon' });
    expect(lisbon.getRow(3).getCell(created(lisbon)).value).toEqual(new Date('2026-01-15T00:57:00Z'));
    const newYork = await download(articles, { 'app-timezone': 'America/New_York' });
    expect(newYork.getRow(3).getCell(created(newYork)).value).toEqual(new Date('2026-01-14T19:57:00Z'));
  });

  it('takes Madrid’s time for a missing or unknown zone, never failing the download', async () => {
    for (const headers of [
      {} as Record<string, string>,
      { 'app-timezone': 'Mars/Olympus_Mons' },
      { 'app-timezone': "'; drop table x" },
    ]) {
      const sheet = await download(articles, headers);
      expect(sheet.getRow(3).getCell(created(sheet)).value, JSON.stringify(headers)).toEqual(
        new Date('2026-01-15T01:57:00Z'),
      );
    }
  });

  it('writes other booleans as the screen’s yes/no words and keeps numbers as numbers', async () => {
    const sheet = await download(withContext(MARKETS, { filter: { iso: 'XLSLAND' } }), {
      'app-locale': 'en',
    });
    expect(rowValues(sheet, 1)).toEqual([
      'Id',
      'ISO code',
      'Name',
      'Company',
      'Available',
      'Active',
      'Created at',
    ]);
    const market = sheet.getRow(2);
    expect(market.getCell(1).value).toBe(marketId);
    expect(market.getCell(1).type).toBe(ExcelJS.ValueType.Number);
    expect(market.getCell(5).value).toBe('Yes');
    expect(market.getCell(6).value).toBe('Inactive');
  });

  it('freezes the header row and sizes the columns from their headers and types', async () => {
    const sheet = await download(articles, { 'app-locale': 'es' });
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).getCell(1).font?.bold).toBe(true);
    const widths = sheet.columns.map((column) => column.width ?? 0);
    // "Fecha de creación" and a date-time ("15/01/2026 01:57") both fit.
    expect(widths[created(sheet) - 1]).toBeGreaterThanOrEqual('Fecha de creación'.length);
    expect(widths[created(sheet) - 1]).toBeGreaterThanOrEqual('15/01/2026 01:57'.length);
    // The lifecycle column fits its longest badge text.
    expect(widths[columnOf(sheet, 'Ciclo de vida') - 1]).toBeGreaterThanOrEqual('En desarrollo'.length);
  });
});
