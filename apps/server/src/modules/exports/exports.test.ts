import fs from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../../trust/harness.ts';
import { EXPORT_QUEUE } from './exports.service.ts';

const API = '/api/msloader.v1/exports';
let t: TestApp;
let admin: string;
let marketId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
  const market = await t.db.execute<{ id: number }>(sql`select id from markets order by id limit 1`);
  marketId = market.rows[0]!.id;
});
afterAll(() => t.close());

/** A user with an export role and the permissions given (none: the role alone). */
async function exporter(name: string, permissions: string[]): Promise<string> {
  const email = await createUser(t.db, `${name}@exports.test`, ['AZ_EXPORT_GART']);
  if (permissions.length) {
    await t.db.execute(
      sql`insert into roles (name, description) values (${`TEST_${name.toUpperCase()}`}, 'test')`,
    );
    await t.db.execute(sql`insert into role_permissions (role_id, permission_id)
      select r.id, p.id from roles r, permissions p where r.name = ${`TEST_${name.toUpperCase()}`}
        and p.name = any(${sql.param(permissions)}::text[])`);
    await t.db.execute(sql`insert into user_roles (user_id, role_id)
      select u.id, r.id from users u, roles r where u.email = ${email} and r.name = ${`TEST_${name.toUpperCase()}`}`);
  }
  return t.signIn(email);
}

const ask = (token: string, body: Record<string, unknown>, locale = 'es') =>
  t.request({ method: 'POST', url: API, token, headers: { 'app-locale': locale }, payload: body });

const list = (token: string, filter: Record<string, string>) =>
  t.request({
    method: 'GET',
    url: `${API}?context=${encodeURIComponent(JSON.stringify({ currentPage: 1, perPage: 10, filter }))}`,
    token,
  });

/** Runs the queued exports and answers the export as stored. */
async function written(id: number) {
  await t.jobsDone(EXPORT_QUEUE, 60_000);
  const row = await t.db.execute<{ status: string; file_url: string | null; error: string | null }>(
    sql`select status, file_url, error from exports where id = ${id}`,
  );
  return row.rows[0]!;
}

/** The stored bytes of an export's file. */
async function fileOf(url: string): Promise<Buffer> {
  const stream = await t.ctx.storage.get(url.slice('/files/'.length));
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('exports', () => {
  it('refuses an export without a market, on its field (spec section 5)', async () => {
    const res = await ask(admin, { family: 'gart', entity: 'articles' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['market_id']);
    const count = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from exports where market_id is null`,
    );
    expect(count.rows[0]!.n).toBe(0);
  });

  it('answers 403 to an export role without the export config permission, on the list, the screen and a create', async () => {
    const token = await exporter('nopermission', []);
    expect((await list(token, { family: 'gart', entity: 'articles' })).statusCode).toBe(403);
    expect((await ask(token, { family: 'gart', entity: 'articles', market_id: marketId })).statusCode).toBe(
      403,
    );
    // The list without an entry answers, with none of the exports they may not see.
    const all = await list(token, {});
    expect(all.statusCode).toBe(200);
    expect(all.json().exports.total).toBe(0);
  });

  it('lets one export run per user: a second answers 409 naming the running one and its progress', async () => {
    const token = await exporter('twice', ['export-gart-families', 'export-gart-products']);
    const first = await ask(token, {
      family: 'gart',
      entity: 'families',
      market_id: marketId,
      parts: ['translations'],
    });
    expect(first.statusCode, first.body).toBe(201);
    const id = first.json().export.id as number;
    expect(first.json().export.status).toBe('pending');
    const second = await ask(token, { family: 'gart', entity: 'products', market_id: marketId }, 'en');
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toContain(`#${id}`);
    expect(second.json().message).toContain('Families');
    expect(second.json().message).toContain('0 %');
    // Once written, the next may start.
    expect((await written(id)).status).toBe('done');
    const third = await ask(token, { family: 'gart', entity: 'products', market_id: marketId });
    expect(third.statusCode).toBe(201);
    await written(third.json().export.id);
  });

  it('e-mails the requester a signed link to the file when done (.eml), which opens it', async () => {
    const token = await exporter('mailed', ['export-gart-articles']);
    const res = await ask(token, {
      family: 'gart',
      entity: 'articles',
      market_id: marketId,
      parts: ['translations', 'rates', 'markets'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().export.id as number;
    const row = await written(id);
    expect(row.status, row.error ?? '').toBe('done');
    const mail = await t.db.execute<{ eml_path: string }>(sql`select eml_path from notifications
      where recipient = 'mailed@exports.test' order by id desc limit 1`);
    expect(mail.rows[0]!.eml_path.startsWith(t.config.dataDir)).toBe(true);
    const parsed = await simpleParser(await fs.readFile(mail.rows[0]!.eml_path));
    const link = /https?:\/\/\S+\/files\/[0-9a-f-]{36}\.xlsx\?expires=(\d+)&signature=[\w-]+/.exec(
      parsed.text ?? '',
    );
    expect(link, parsed.text).not.toBeNull();
    // Valid for 7 days.
    const days = (Number(link![1]) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const path = new URL(link![0]).pathname + new URL(link![0]).search;
    const opened = await t.request({ method: 'GET', url: path, headers: { apikey: '' } });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('private, no-store');
    // Without the signature the private file is not there.
    const bare = await t.request({ method: 'GET', url: new URL(link![0]).pathname, headers: { apikey: '' } });
    expect(bare.statusCode).toBe(404);
    // The screen's list gives it as a signed link to someone allowed to read it.
    const listed = await list(token, { family: 'gart', entity: 'articles' });
    const entry = listed.json().exports.data.find((e: { id: number }) => e.id === id);
    expect(entry.file_url).toMatch(/\?expires=\d+&signature=/);
    expect(entry.requester).toBe('Trust Suite');
  });

  it('writes headers in the chosen language, one sheet per sub-export, and formula-looking texts as text', async () => {
    const article = await t.db.execute<{ id: number; az_iso: string }>(
      sql`select id, az_iso from articles order by id limit 1`,
    );
    const { id: articleId, az_iso: code } = article.rows[0]!;
    await t.db.execute(sql`update articles set name = '=HYPERLINK("http://evil.example","x")',
      translations = jsonb_set(translations, '{en}', '{"name": "+cmd|calc", "description": "@SUM(A1)"}'::jsonb)
      where id = ${articleId}`);
    const filters = { az_iso: code };
    const asked = async (format: string, locale: string) => {
      const res = await ask(
        admin,
        {
          family: 'gart',
          entity: 'articles',
          market_id: marketId,
          parts: ['translations'],
          languages: ['en'],
          format,
          locale,
          filters,
        },
        locale,
      );
      expect(res.statusCode, res.body).toBe(201);
      const row = await written(res.json().export.id);
      expect(row.status, row.error ?? '').toBe('done');
      return fileOf(row.file_url!);
    };

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await asked('xlsx', 'fr')) as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Articles', 'Traductions']);
    const main = workbook.worksheets[0]!;
    const headers = (main.getRow(1).values as unknown[]).slice(1);
    expect(headers).toContain('Nom');
    const nameCell = main.getRow(2).getCell(headers.indexOf('Nom') + 1);
    expect(nameCell.type).toBe(ExcelJS.ValueType.String);
    expect(nameCell.value).toBe('=HYPERLINK("http://evil.example","x")');
    expect(nameCell.formula).toBeUndefined();
    const translations = workbook.worksheets[1]!;
    expect((translations.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['Code', 'Langue', 'Nom']);
    expect(translations.getRow(2).getCell(3).type).toBe(ExcelJS.ValueType.String);

    // CSV (a zip of one file per sheet): each formula-looking text starts with an apostrophe.
    const zip = await asked('csv', 'it');
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    const JSZip = (await import('jszip')).default;
    const files = await JSZip.loadAsync(zip);
    const names = Object.keys(files.files).sort();
    expect(names).toEqual(['1-articoli.csv', '2-traduzioni.csv']);
    const mainCsv = await files.file('1-articoli.csv')!.async('string');
    expect(mainCsv.split('\r\n')[0]).toContain('Nome');
    expect(mainCsv).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")"`);
    const translationsCsv = await files.file('2-traduzioni.csv')!.async('string');
    expect(translationsCsv).toContain("'+cmd|calc");
    expect(translationsCsv).toContain("'@SUM(A1)");
  });

  it('refuses a filter the entity list does not have, on the filters field', async () => {
    const res = await ask(admin, {
      family: 'gart',
      entity: 'articles',
      market_id: marketId,
      filters: { nope: 'x' },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['filters']);
  });
});
