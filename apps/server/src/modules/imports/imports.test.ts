import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { IMPORT_LOCK, IMPORT_QUEUE } from './import-queue.ts';

const BASE = '/api/msloader.v1/imports';

let t: TestApp;
let admin: string;
let articles: string[];
/** Daikin's active models (Daikin has protocols and Easyzone). */
let daikin: string[];

type Fields = Record<string, string>;

/** A multipart body: the fields, then the file. */
function form(fields: Fields, file?: { name: string; bytes: Buffer }) {
  const boundary = 'imports-test-boundary';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const chunks: Buffer[] = parts.map((p) => Buffer.from(p));
  if (file)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const csv = (rows: string[][]) => Buffer.from(rows.map((r) => r.join(';')).join('\n'));
const HEADER = [
  'article',
  'manufacturer',
  'model_reference',
  'compatibility_type',
  'protocol',
  'warnings',
  'notes',
];

async function upload(type: string, bytes: Buffer, name = 'file.csv', locale = 'en') {
  const body = form({ type, description: `test ${name}` }, { name, bytes });
  return t.request({
    method: 'POST',
    url: BASE,
    token: admin,
    ...body,
    headers: { ...body.headers, 'app-locale': locale },
  });
}

const post = (url: string, payload?: object) =>
  t.request({
    method: 'POST',
    url,
    token: admin,
    ...(payload ? { payload } : {}),
    headers: { 'app-locale': 'en' },
  });

async function file(id: number) {
  const found = await t.db.execute<Record<string, unknown>>(sql`select * from import_files where id = ${id}`);
  return found.rows[0]!;
}

async function compatibilitiesOf(article: string) {
  const found = await t.db.execute<{ model: string; type: string; notes: string | null }>(sql`
    select u.model_reference as model, y.az_iso as type, c.notes from compatibilities c
    join articles a on a.id = c.article_id join iu_models u on u.id = c.iu_model_id
    join compatibility_types y on y.id = c.compatibility_type_id where a.az_iso = ${article} order by 1`);
  return found.rows;
}

/** Holds the queue's lock as another process applying a file would: nothing runs until released. */
async function holdQueue() {
  const client = new pg.Client({ connectionString: t.databaseUrl });
  await client.connect();
  await client.query('select pg_advisory_lock($1)', [IMPORT_LOCK]);
  return async () => {
    await client.query('select pg_advisory_unlock($1)', [IMPORT_LOCK]);
    await client.end();
  };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
  // The demo's queue is stopped by its failed file and has files waiting: set it aside.
  await t.db.execute(sql`update import_files set resumed_at = now() where status = 'error'`);
  await t.db.execute(
    sql`update import_files set status = 'skipped' where status in ('pending', 'processing')`,
  );
  const found = await t.db.execute<{ az_iso: string }>(
    sql`select a.az_iso from articles a order by a.id limit 80`,
  );
  articles = found.rows.map((r) => r.az_iso);
  // Articles of this file's own: the demo's compatibilities of them go.
  await t.db.execute(sql`delete from compatibilities where article_id in
    (select id from articles where az_iso = any(${sql.param(articles)}::text[]))`);
  const models = await t.db.execute<{ model_reference: string }>(sql`select u.model_reference from iu_models u
    join manufacturers m on m.id = u.manufacturer_id where m.az_iso = 'DAIKIN' and u.active order by u.id`);
  daikin = models.rows.map((r) => r.model_reference);
  expect(articles.length).toBe(80);
  expect(daikin.length).toBeGreaterThan(10);
});
afterAll(() => t.close());

describe('templates and types', () => {
  it('documents each type and gives a template headed in the caller language, with an example row', async () => {
    const types = await t.request({
      method: 'GET',
      url: `${BASE}/types`,
      token: admin,
      headers: { 'app-locale': 'fr' },
    });
    expect(types.statusCode).toBe(200);
    const compat = types.json().import_types.find((x: { type: string }) => x.type === 'compatibilities');
    expect(compat.columns[2]).toMatchObject({
      key: 'model_reference',
      header: 'Référence du modèle',
      required: true,
    });

    const res = await t.request({
      method: 'GET',
      url: `${BASE}/templates/compatibilities?format=xlsx`,
      token: admin,
      headers: { 'app-locale': 'fr' },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Article');
    expect(sheet.getRow(1).getCell(3).value).toBe('Référence du modèle');
    expect(sheet.getRow(2).getCell(3).value).toBe('FXSQ50A');

    const text = await t.request({
      method: 'GET',
      url: `${BASE}/templates/amazon_asins?format=csv`,
      token: admin,
      headers: { 'app-locale': 'es' },
    });
    expect(text.body.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(
      'Artículo;Marketplace;ASIN;Palabras clave',
    );
  });
});

describe('upload and queue', () => {
  it('checks a clean file, queues it and applies it; the same file again changes nothing', async () => {
    const rows = csv([
      [
        'Artículo',
        'Fabricante',
        'Referencia del modelo',
        'Tipo de compatibilidad',
        'Protocolo',
        'Avisos',
        'Observaciones',
      ],
      [articles[0]!, 'Daikin', daikin[0]!, 'FULL', 'DAIKIN_P1P2', 'WIRED_REMOTE', 'Probado en obra'],
      [articles[0]!, 'DAIKIN', daikin[1]!, 'partial', '', '', ''],
    ]);
    const res = await upload('compatibilities', rows);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().import_file.id;
    expect(res.json().import_file).toMatchObject({
      status: 'pending',
      rows_total: 2,
      rows_created: 2,
      errors_count: 0,
    });
    await t.jobsDone(IMPORT_QUEUE);
    expect(await file(id)).toMatchObject({ status: 'success', rows_created: 2, rows_done: 2 });
    expect(await compatibilitiesOf(articles[0]!)).toEqual(
      [
        { model: daikin[0], type: 'FULL', notes: 'Probado en obra' },
        { model: daikin[1], type: 'PARTIAL', notes: null },
      ].sort((a, b) => a.model!.localeCompare(b.model!)),
    );

    const again = await upload('compatibilities', rows);
    expect(again.json().import_file).toMatchObject({ rows_unchanged: 2, rows_created: 0, rows_updated: 0 });
    await t.jobsDone(IMPORT_QUEUE);
    expect(await file(again.json().import_file.id)).toMatchObject({ status: 'success', rows_unchanged: 2 });
  });

  it('shows two bad rows in the preview and the error file; a fixed file replaces it and runs', async () => {
    const bad = csv([
      HEADER,
      [articles[1]!, 'DAIKIN', daikin[2]!, 'FULL', '', '', ''],
      ['NO-SUCH-ARTICLE', 'DAIKIN', daikin[3]!, 'FULL', '', '', ''],
      [articles[1]!, 'DAIKIN', 'ZZZ999', 'FULL', '', '', ''],
    ]);
    const res = await upload('compatibilities', bad, 'bad.csv', 'es');
    expect(res.statusCode).toBe(201);
    const id = res.json().import_file.id;
    expect(res.json().import_file).toMatchObject({
      status: 'pending',
      queued_at: null,
      errors_count: 2,
      rows_created: 1,
    });
    const preview = await t.request({
      method: 'GET',
      url: `${BASE}/${id}/preview`,
      token: admin,
      headers: { 'app-locale': 'es' },
    });
    expect(preview.json().preview.errors).toEqual([
      { row: 3, column: 'article', message: 'No existe el artículo NO-SUCH-ARTICLE' },
      { row: 4, column: 'model_reference', message: 'No existe el modelo ZZZ999 de Daikin' },
    ]);
    const errorsFile = await t.request({
      method: 'GET',
      url: `${BASE}/${id}/errors-file`,
      token: admin,
      headers: { 'app-locale': 'es' },
    });
    const lines = errorsFile.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]!.endsWith(';Errores')).toBe(true);
    expect(lines[2]).toContain('Artículo: No existe el artículo NO-SUCH-ARTICLE');
    expect(lines[3]).toContain('Referencia del modelo: No existe el modelo ZZZ999 de Daikin');
    expect(lines[1]!.endsWith(';')).toBe(true);
    // Not in the queue: nothing applied.
    await t.jobsDone(IMPORT_QUEUE);
    expect(await compatibilitiesOf(articles[1]!)).toEqual([]);
    const refused = await post(`${BASE}/${id}/queue`, {});
    expect(refused.statusCode).toBe(422);

    const fixed = csv([
      HEADER,
      [articles[1]!, 'DAIKIN', daikin[2]!, 'FULL', '', '', ''],
      [articles[1]!, 'DAIKIN', daikin[3]!, 'FULL', '', '', ''],
    ]);
    const replaced = await t.request({
      method: 'POST',
      url: `${BASE}/${id}/file`,
      token: admin,
      ...form({}, { name: 'fixed.csv', bytes: fixed }),
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json().import_file).toMatchObject({ errors_count: 0, file_name: 'fixed.csv' });
    await t.jobsDone(IMPORT_QUEUE);
    expect(await file(id)).toMatchObject({ status: 'success', rows_created: 2 });
    expect((await compatibilitiesOf(articles[1]!)).length).toBe(2);
  });

  it('sends a file with errors anyway when asked, skipping its bad rows', async () => {
    const res = await upload(
      'compatibilities',
      csv([
        HEADER,
        [articles[2]!, 'DAIKIN', daikin[0]!, 'FULL', '', '', ''],
        [articles[2]!, 'DAIKIN', 'NOPE', 'FULL', '', '', ''],
      ]),
    );
    const id = res.json().import_file.id;
    const sent = await post(`${BASE}/${id}/queue`, { skip_errors: true });
    expect(sent.statusCode, sent.body).toBe(200);
    await t.jobsDone(IMPORT_QUEUE);
    expect(await file(id)).toMatchObject({ status: 'success', rows_created: 1, errors_count: 1 });
  });

  it('can cancel a pending file: it is skipped, the queue goes on', async () => {
    const release = await holdQueue();
    const first = await upload(
      'compatibilities',
      csv([HEADER, [articles[3]!, 'DAIKIN', daikin[0]!, 'FULL', '', '', '']]),
    );
    const second = await upload(
      'compatibilities',
      csv([HEADER, [articles[4]!, 'DAIKIN', daikin[0]!, 'FULL', '', '', '']]),
    );
    await t.jobsDone(IMPORT_QUEUE);
    expect((await file(first.json().import_file.id)).status).toBe('pending');
    expect((await post(`${BASE}/${first.json().import_file.id}/cancel`)).statusCode).toBe(200);
    await release();
    await post(`${BASE}/resume`);
    await t.jobsDone(IMPORT_QUEUE);
    expect((await file(first.json().import_file.id)).status).toBe('skipped');
    expect((await file(second.json().import_file.id)).status).toBe('success');
    expect(await compatibilitiesOf(articles[3]!)).toEqual([]);
    expect((await post(`${BASE}/${first.json().import_file.id}/cancel`)).statusCode).toBe(409);
  });

  it('applies a file all or nothing; a failed file stops the queue until someone resumes it', async () => {
    // 5,200 rows: the first batch of 5,000 is written before the last row fails. A maker of this
    // test's own, with enough models whatever the demo holds.
    await t.db.execute(sql`with maker as (insert into manufacturers (az_iso, name, slug)
        values ('IMPORTBIG', 'Import big', 'import-big') returning id)
      insert into iu_models (manufacturer_id, model_reference, model_key)
      select maker.id, 'BIG-' || n, 'BIG' || n from maker, generate_series(1, 60) n`);
    const models = await t.db.execute<{ maker: string; model: string }>(sql`select m.az_iso as maker,
      u.model_reference as model from iu_models u join manufacturers m on m.id = u.manufacturer_id
      where u.active and m.az_iso <> 'DAIKIN' order by u.id`);
    const big = [HEADER];
    for (const article of articles.slice(10))
      for (const { maker, model } of models.rows)
        if (big.length <= 5200) big.push([article, maker, model, 'FULL', '', '', '']);
    expect(big.length).toBe(5201);
    const release = await holdQueue();
    const failing = await upload('compatibilities', csv(big));
    expect(failing.statusCode, failing.body).toBe(201);
    const later = await upload(
      'compatibilities',
      csv([HEADER, [articles[5]!, 'DAIKIN', daikin[0]!, 'FULL', '', '', '']]),
    );
    // The last row's model is switched off after the check: the file fails when applied.
    const last = big.at(-1)!;
    await t.db.execute(sql`update iu_models set active = false where model_reference = ${last[2]!}`);
    await release();
    await post(`${BASE}/resume`);
    await t.jobsDone(IMPORT_QUEUE);
    const failed = await file(failing.json().import_file.id);
    expect(failed.status).toBe('error');
    expect(failed.error_summary).toMatch(/no longer pass the checks/);
    const written = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from import_changes where import_file_id = ${failing.json().import_file.id}`,
    );
    expect(written.rows[0]!.n).toBe(0);
    expect(await compatibilitiesOf(articles[12]!)).toEqual([]);
    expect((await file(later.json().import_file.id)).status).toBe('pending');
    const queue = await t.request({ method: 'GET', url: `${BASE}/queue`, token: admin });
    expect(queue.json().queue).toMatchObject({
      stopped_by: { id: failing.json().import_file.id },
      resume_roles: expect.arrayContaining(['AZ_SADMIN', 'COMPATIBILITY_IMPORTS']),
    });

    await t.db.execute(sql`update iu_models set active = true where model_reference = ${last[2]!}`);
    expect((await post(`${BASE}/resume`)).statusCode).toBe(200);
    await t.jobsDone(IMPORT_QUEUE);
    expect((await file(later.json().import_file.id)).status).toBe('success');
    expect((await file(failing.json().import_file.id)).status).toBe('error');
  });

  it('goes on after a restart: a file its process left processing runs in the next process', async () => {
    const release = await holdQueue();
    const res = await upload(
      'compatibilities',
      csv([HEADER, [articles[6]!, 'DAIKIN', daikin[0]!, 'FULL', '', '', '']]),
    );
    const id = res.json().import_file.id;
    await t.jobsDone(IMPORT_QUEUE);
    // As a process that died inside the file's transaction leaves it (its writes rolled back).
    await t.db.execute(
      sql`update import_files set status = 'processing', started_at = now() where id = ${id}`,
    );
    await release();
    const restarted = await createTestApp({ sameDatabaseAs: t });
    try {
      await restarted.jobsDone(IMPORT_QUEUE);
      expect(await file(id)).toMatchObject({ status: 'success', rows_created: 1 });
    } finally {
      await restarted.close();
    }
  });
});

describe('undo', () => {
  it('reverts a finished import as a unit: created rows go, updated ones come back; never twice', async () => {
    const first = await upload(
      'compatibilities',
      csv([HEADER, [articles[7]!, 'DAIKIN', daikin[0]!, 'FULL', '', '', 'antes']]),
    );
    await t.jobsDone(IMPORT_QUEUE);
    const second = await upload(
      'compatibilities',
      csv([
        HEADER,
        [articles[7]!, 'DAIKIN', daikin[0]!, 'PARTIAL', '', '', 'después'],
        [articles[7]!, 'DAIKIN', daikin[1]!, 'FULL', '', '', ''],
      ]),
    );
    await t.jobsDone(IMPORT_QUEUE);
    expect(await file(second.json().import_file.id)).toMatchObject({
      status: 'success',
      rows_created: 1,
      rows_updated: 1,
    });
    // The earlier import's records were changed by the later one: that one goes first.
    const early = await post(`${BASE}/${first.json().import_file.id}/undo`);
    expect(early.statusCode).toBe(409);
    const undone = await post(`${BASE}/${second.json().import_file.id}/undo`);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().import_file.reverted_at).not.toBeNull();
    expect(await compatibilitiesOf(articles[7]!)).toEqual([
      { model: daikin[0], type: 'FULL', notes: 'antes' },
    ]);
    expect((await post(`${BASE}/${second.json().import_file.id}/undo`)).statusCode).toBe(409);
    expect((await post(`${BASE}/${first.json().import_file.id}/undo`)).statusCode).toBe(200);
    expect(await compatibilitiesOf(articles[7]!)).toEqual([]);
  });
});

describe('bad input', () => {
  it('refuses a file over 20 MB, one that is not a spreadsheet, an empty one and a missing column', async () => {
    const huge = await upload('compatibilities', Buffer.alloc(21 * 1024 * 1024, 'a'));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().errors.file[0]).toMatch(/20 MB/);
    const png = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000a49444154789c6300010000050001',
      'hex',
    );
    const picture = await upload('compatibilities', png, 'data.csv');
    expect(picture.statusCode).toBe(422);
    expect(picture.json().errors.file).toEqual([
      'The file is not a spreadsheet: upload an Excel (.xlsx) or CSV file',
    ]);
    const zip = await upload('compatibilities', Buffer.from('504b0304140000000000', 'hex'), 'data.xlsx');
    expect(zip.statusCode).toBe(422);
    const empty = await upload('compatibilities', csv([HEADER]));
    expect(empty.json().errors.file).toEqual(['The file has no rows to import']);
    const missing = await upload(
      'compatibilities',
      csv([
        ['article', 'manufacturer', 'notes'],
        ['X', 'Y', 'Z'],
      ]),
    );
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.file[0]).toBe(
      'The header row lacks required columns: «Model reference» (model_reference), «Compatibility type» (compatibility_type)',
    );
  });

  it('names a formula cell and a key repeated in the file (FXSQ-50A is FXSQ50A)', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('x');
    sheet.addRow(HEADER);
    sheet.addRow([
      articles[8],
      'DAIKIN',
      daikin[0],
      'FULL',
      '',
      '',
      { formula: 'HYPERLINK("http://evil")', result: 'x' },
    ]);
    const reference = daikin.find((m) => /^[A-Z]+\d+[A-Z]$/.test(m))!;
    sheet.addRow([articles[8], 'DAIKIN', reference, 'FULL', '', '', '']);
    sheet.addRow([articles[8], 'DAIKIN', reference.replace(/(\d+)/, '-$1'), 'FULL', '', '', '']);
    const res = await upload('compatibilities', Buffer.from(await book.xlsx.writeBuffer()), 'f.xlsx');
    expect(res.statusCode, res.body).toBe(201);
    const preview = await t.request({
      method: 'GET',
      url: `${BASE}/${res.json().import_file.id}/preview`,
      token: admin,
      headers: { 'app-locale': 'en' },
    });
    expect(preview.json().preview.errors).toEqual([
      {
        row: 2,
        column: 'notes',
        message: 'The cell holds a formula (=HYPERLINK("http://evil")): write its value instead',
      },
      { row: 4, column: null, message: 'Repeats the key of row 3: each record goes once in a file' },
    ]);
  });

  it('checks rows with the forms rules: Easyzone, protocols, ASIN shape and keyword bytes', async () => {
    const lg = await t.db.execute<{ model_reference: string }>(sql`select u.model_reference from iu_models u
      join manufacturers m on m.id = u.manufacturer_id where m.az_iso = 'LG' limit 1`);
    const easy = await upload(
      'easyzone_compatibilities',
      csv([HEADER, [articles[9]!, 'LG', lg.rows[0]!.model_reference, 'FULL', '', '', '']]),
    );
    const easyPreview = await t.request({
      method: 'GET',
      url: `${BASE}/${easy.json().import_file.id}/preview`,
      token: admin,
      headers: { 'app-locale': 'en' },
    });
    expect(easyPreview.json().preview.errors[0].message).toBe(
      "This model's manufacturer does not have Easyzone active",
    );

    const asins = await upload(
      'amazon_asins',
      csv([
        ['article', 'marketplace', 'asin', 'keywords'],
        [articles[9]!, 'es', 'b08n5wrwnw', ''],
        [articles[8]!, 'amazon.xx', 'B08N5WRWN1', ''],
        [articles[7]!, 'es', 'B08N5WRWN2', 'bomba de calor'],
      ]),
    );
    expect(asins.statusCode, asins.body).toBe(201);
    const preview = await t.request({
      method: 'GET',
      url: `${BASE}/${asins.json().import_file.id}/preview`,
      token: admin,
      headers: { 'app-locale': 'en' },
    });
    const errors = preview.json().preview.errors;
    expect(errors[0]).toMatchObject({ row: 2, column: 'asin' });
    expect(errors[0].message).toMatch(/10 characters/);
    expect(errors[1]).toMatchObject({ row: 3, column: 'marketplace' });
    expect(preview.json().preview.counts).toMatchObject({ rows: 3, created: 1, errors: 2 });
    const bytes = await upload(
      'amazon_asins',
      csv([
        ['article', 'marketplace', 'asin', 'keywords'],
        [articles[8]!, 'es', 'B08N5WRWN1', 'é'.repeat(200)],
      ]),
    );
    const bytesPreview = await t.request({
      method: 'GET',
      url: `${BASE}/${bytes.json().import_file.id}/preview`,
      token: admin,
      headers: { 'app-locale': 'en' },
    });
    expect(bytesPreview.json().preview.errors[0]).toMatchObject({ row: 2, column: 'keywords' });
    expect(bytesPreview.json().preview.errors[0].message).toMatch(/400 bytes/);
  });
});
