import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdf, png } from '../../test/fixtures/files.ts';
import { multipart } from '../../test/fixtures/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { FILE_REFERENCES } from './file-references.ts';
import { STORED_FILE_GRACE_MS, sweepStoredFiles } from './stored-files-sweep.ts';

let t: TestApp;
let editor: string;
let typeId: number;
/** The clock of the sweeps: each test moves it on, as the days would. */
let clock = Date.now();
const HOUR = 60 * 60 * 1000;

const sweep = (advanceMs = 0) => {
  clock += advanceMs;
  return sweepStoredFiles(t.ctx, { now: new Date(clock) });
};

const keyOf = (url: string) => url.slice('/files/'.length);
const onDisk = async (url: string) =>
  fs.access(path.join(t.config.dataDir, 'files', keyOf(url))).then(
    () => true,
    () => false,
  );
const rowOf = async (url: string) =>
  (await t.db.execute(sql`select 1 from stored_files where storage_key = ${keyOf(url)}`)).rows.length > 0;

async function upload(name: string, bytes: Buffer, purpose = 'document'): Promise<string> {
  const res = await t.request({
    method: 'POST',
    url: `/api/msmultimedia.v1/uploads?purpose=${purpose}`,
    token: editor,
    ...multipart(name, bytes),
  });
  expect(res.statusCode).toBe(201);
  const url = res.json().file.url as string;
  expect(await onDisk(url)).toBe(true);
  return url;
}

async function createResource(azIso: string, fileUrl: string) {
  const res = await t.request({
    method: 'POST',
    url: '/api/msmultimedia.v1/admin/media-resources',
    token: editor,
    payload: { az_iso: azIso, name: `Recurso ${azIso}`, media_type_id: typeId, file_url: fileUrl },
  });
  expect(res.statusCode).toBe(201);
  return res.json().media_resource as { id: number; updated_at: string };
}

beforeAll(async () => {
  t = await createTestApp();
  editor = await t.signIn('catalogue@proboard.local');
  const type = await t.db.execute<{ id: number }>(sql`
    with g as (insert into media_groups (az_iso, name) values ('SWEEP_G', 'Grupo') returning id),
      c as (insert into media_classes (az_iso, name, media_group_id) select 'SWEEP_C', 'Clase', id from g returning id)
    insert into media_types (az_iso, name, media_class_id) select 'SWEEP_T', 'Tipo', id from c returning id`);
  typeId = type.rows[0]!.id;
});
afterAll(() => t.close());

describe('stored files clean-up', () => {
  it('keeps an upload no form has saved for the grace period, then deletes its row and its bytes', async () => {
    const url = await upload('borrador.pdf', pdf());
    await sweep();
    await sweep(STORED_FILE_GRACE_MS - HOUR);
    expect(await onDisk(url)).toBe(true);
    expect(await rowOf(url)).toBe(true);
    const result = await sweep(2 * HOUR);
    expect(result.deleted).toContain(keyOf(url));
    expect(await onDisk(url)).toBe(false);
    expect(await rowOf(url)).toBe(false);
    const served = await t.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(404);
  });

  it('never deletes a file a registered column refers to, however old', async () => {
    const logo = await upload('logo.png', png(), 'image');
    const resourceFile = await upload('ficha.pdf', pdf());
    await t.db.execute(
      sql`update manufacturers set color_logo = ${logo} where id = (select min(id) from manufacturers)`,
    );
    await createResource('SWEEP_KEPT', resourceFile);
    await sweep();
    await sweep(10 * STORED_FILE_GRACE_MS);
    expect(await onDisk(logo)).toBe(true);
    expect(await onDisk(resourceFile)).toBe(true);
    const unmarked = await t.db.execute(sql`select 1 from stored_files
      where storage_key = any(${sql.param([keyOf(logo), keyOf(resourceFile)])}::text[]) and unreferenced_since is not null`);
    expect(unmarked.rows).toHaveLength(0);
  });

  it('deletes a file replaced on a record once the grace has passed since the replacement, not before', async () => {
    const first = await upload('manual v1.pdf', pdf());
    const saved = await createResource('SWEEP_REPLACED', first);
    await sweep(HOUR);
    const second = await upload('manual v2.pdf', pdf());
    const replaced = await t.request({
      method: 'PUT',
      url: `/api/msmultimedia.v1/admin/media-resources/${saved.id}`,
      token: editor,
      payload: {
        az_iso: 'SWEEP_REPLACED',
        name: 'Manual',
        media_type_id: typeId,
        file_url: second,
        updated_at: saved.updated_at,
      },
    });
    expect(replaced.statusCode).toBe(200);
    // The old file was uploaded long ago, but its grace starts when it stops being used.
    expect((await sweep(HOUR)).deleted).not.toContain(keyOf(first));
    expect(await onDisk(first)).toBe(true);
    const later = await sweep(STORED_FILE_GRACE_MS + HOUR);
    expect(later.deleted).toContain(keyOf(first));
    expect(await onDisk(first)).toBe(false);
    expect(await onDisk(second)).toBe(true);
  });

  it('deletes the file of a deleted record after the grace', async () => {
    const url = await upload('certificado.pdf', pdf());
    const saved = await createResource('SWEEP_DELETED', url);
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/msmultimedia.v1/admin/media-resources/${saved.id}`,
      token: editor,
    });
    expect(deleted.statusCode).toBe(200);
    await sweep();
    expect(await onDisk(url)).toBe(true);
    expect((await sweep(STORED_FILE_GRACE_MS + HOUR)).deleted).toContain(keyOf(url));
    expect(await onDisk(url)).toBe(false);
  });

  it('gives the grace back to a file used again within it', async () => {
    const url = await upload('reutilizado.pdf', pdf());
    await sweep();
    await sweep(STORED_FILE_GRACE_MS - HOUR);
    await createResource('SWEEP_REUSED', url);
    const revived = await sweep(30 * 60 * 1000);
    expect(revived.revived).toBeGreaterThanOrEqual(1);
    await sweep(10 * STORED_FILE_GRACE_MS);
    expect(await onDisk(url)).toBe(true);
  });
});

describe('the registry of columns holding stored files', () => {
  it('names only columns that exist', async () => {
    const found = await t.db.execute<{ name: string }>(sql`select table_name || '.' || column_name as name
      from information_schema.columns where table_schema = current_schema()`);
    const existing = new Set(found.rows.map((row) => row.name));
    const missing = FILE_REFERENCES.map((ref) => `${ref.table}.${ref.column}`).filter(
      (name) => !existing.has(name),
    );
    expect(missing).toEqual([]);
  });

  it('holds every text column whose name says it keeps an image, logo, file or document', async () => {
    // Columns whose names look like files but hold none of ours.
    const notStoredFiles = new Set([
      'stored_files.original_name',
      'stored_files.storage_key',
      'notifications.eml_path',
      'docs.document_type',
      'news.image_description',
      'documentation.document_type',
      // An import's file lives in the imports' own storage (`imports/`), never in stored_files.
      'import_files.file_key',
      'import_files.file_name',
      'import_files.file_format',
    ]);
    const candidates = await t.db.execute<{ name: string }>(sql`
      select table_name || '.' || column_name as name from information_schema.columns
      where table_schema = current_schema() and data_type in ('text', 'character varying', 'ARRAY', 'jsonb')
        and column_name ~ '(image|logo|file|photo|picture|attachment|document|cover|avatar|thumbnail)'
      order by 1`);
    const registered = new Set(FILE_REFERENCES.map((ref) => `${ref.table}.${ref.column}`));
    const unregistered = candidates.rows
      .map((row) => row.name)
      .filter((name) => !registered.has(name) && !notStoredFiles.has(name));
    expect(unregistered).toEqual([]);
  });

  it('holds every column where a stored file URL actually appears', async () => {
    // Tables that only keep a trace of what happened: the file may go once no record uses it.
    const history = new Set(['audits', 'logs', 'notifications', 'stored_files']);
    const columns = await t.db.execute<{ table_name: string; column_name: string }>(sql`
      select c.table_name, c.column_name from information_schema.columns c
      join information_schema.tables tb on tb.table_schema = c.table_schema and tb.table_name = c.table_name
      where c.table_schema = current_schema() and tb.table_type = 'BASE TABLE'
        and c.data_type in ('text', 'character varying', 'ARRAY', 'jsonb')`);
    const registered = new Set(FILE_REFERENCES.map((ref) => `${ref.table}.${ref.column}`));
    const holding: string[] = [];
    for (const { table_name: table, column_name: column } of columns.rows) {
      if (history.has(table)) continue;
      const found = await t.db.execute(
        sql.raw(`select 1 from "${table}" where "${column}"::text like '%/files/%' limit 1`),
      );
      if (found.rows.length) holding.push(`${table}.${column}`);
    }
    expect(holding.length).toBeGreaterThan(0);
    expect(holding.filter((name) => !registered.has(name))).toEqual([]);
  });
});
