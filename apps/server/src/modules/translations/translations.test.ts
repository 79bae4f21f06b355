import { formatMessage, serverMessages } from '@proboard/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { translationCatalogue } from './translation-catalogue.ts';

const BASE = '/api/msdashboard.v1/translations';
type Json = Record<string, unknown>;
type Row = {
  id: string;
  key: string;
  source: string;
  override: string;
  updated_at: string;
  es: string;
  en: string;
  fr: string;
  it: string;
  pt: string;
};

let t: TestApp;
let admin: string;
let catalogueEditor: string;

const listUrl = (context: object, path = BASE) =>
  `${path}?context=${encodeURIComponent(JSON.stringify(context))}`;

async function list(context: object, headers: Record<string, string> = {}) {
  const res = await t.request({ method: 'GET', url: listUrl(context), token: admin, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().translations as { data: Row[]; total: number; last_page: number };
}

async function read(id: string, token = admin) {
  const res = await t.request({ method: 'GET', url: `${BASE}/${id}`, token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().translation as Json & Row;
}

const save = (id: string, payload: object, headers: Record<string, string> = {}, token = admin) =>
  t.request({ method: 'PUT', url: `${BASE}/${id}`, token, payload, headers });

const refresh = (headers: Record<string, string> = {}, token = admin) =>
  t.request({ method: 'POST', url: `${BASE}/refresh`, token, headers, payload: {} });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
  // Holds azc-translations-read only (AZ_DASH_GART_ADMIN in the demo).
  catalogueEditor = await t.signIn('catalogue@proboard.local');
});
afterAll(() => t.close());

describe('the list of every text', () => {
  it('holds every key of the web bundles and of the server messages, sorted by key', async () => {
    const { entries } = translationCatalogue();
    expect(entries.length).toBeGreaterThan(3000);
    expect(entries.filter((e) => e.source === 'server').length).toBe(Object.keys(serverMessages.es).length);
    const page = await list({ currentPage: 1, perPage: 25 });
    expect(page.total).toBe(entries.length);
    expect(page.data).toHaveLength(25);
    const keys = page.data.map((row) => row.key);
    expect(
      [...keys].sort((a, b) => a.localeCompare(b, 'es', { sensitivity: 'base', numeric: true })),
    ).toEqual(keys);
    const search = await read('web.kit.table.search');
    expect(search).toMatchObject({ key: 'kit.table.search', source: 'web', es: 'Buscar', override: 'none' });
  });

  it('searches keys and texts in every language, with or without accents', async () => {
    const byText = await list({ filter: { search: 'Buscar por' } });
    expect(byText.data.map((row) => row.id)).toContain('web.kit.table.columnSearch');
    const unaccented = await list({ filter: { search: 'traduccion' }, perPage: 50 });
    expect(unaccented.data.some((row) => /traducci[oó]n/i.test(row.es))).toBe(true);
    const byKey = await list({ filter: { key: 'kit.pagination.' } });
    expect(byKey.data.every((row) => row.key.startsWith('kit.pagination.'))).toBe(true);
    const inFrench = await list({ filter: { fr: 'Rechercher' } });
    expect(inFrench.data.every((row) => row.fr.toLowerCase().includes('rechercher'))).toBe(true);
    expect(inFrench.total).toBeGreaterThan(0);
  });

  it('filters by source, by edit state and by the review choices', async () => {
    const server = await list({ filter: { source: 'server' }, perPage: 50 });
    expect(server.total).toBe(Object.keys(serverMessages.es).length);
    expect(server.data.every((row) => row.source === 'server')).toBe(true);

    // The demo published French and Italian fixes and left two Portuguese texts for the next refresh.
    const published = await list({ filter: { override: 'published' } });
    expect(published.data.map((row) => row.id)).toContain('web.menu.amazonmarketplaces');
    const pending = await list({ filter: { override: 'pending' } });
    expect(pending.data.map((row) => row.id).sort()).toEqual([
      'web.exports.entities.rates',
      'web.resources.articles.tabs.general',
    ]);

    const identical = await list({ filter: { check: 'identical_fr' }, perPage: 50 });
    expect(identical.total).toBeGreaterThan(0);
    expect(identical.data.every((row) => row.fr === row.es)).toBe(true);
    expect(identical.data.map((row) => row.id)).toContain('web.app.name');
    // Fixed by the demo's published edit: no longer the Spanish text.
    const allIdentical = await list({ filter: { check: 'identical_fr' }, perPage: 50, currentPage: 1 });
    const ids = new Set<string>(allIdentical.data.map((row) => row.id));
    for (let page = 2; page <= allIdentical.last_page; page++)
      for (const row of (await list({ filter: { check: 'identical_fr' }, perPage: 50, currentPage: page }))
        .data)
        ids.add(row.id);
    expect(ids.has('web.resources.companies.fields.end_point')).toBe(false);
    expect((await list({ filter: { check: 'missing_en' } })).total).toBe(0);
  });

  it('refuses what it cannot read: an unknown filter, review choice or sort, and the whole list', async () => {
    for (const context of [
      { filter: { nope: 'x' } },
      { filter: { check: 'missing_de' } },
      { sortBy: 'nope' },
      { currentPage: -1 },
    ]) {
      const res = await t.request({ method: 'GET', url: listUrl(context), token: admin });
      expect(res.statusCode, JSON.stringify(context)).toBe(422);
    }
  });

  it('downloads the filtered list as Excel with the headers in the caller’s language', async () => {
    const res = await t.request({
      method: 'GET',
      url: listUrl({ filter: { key: 'kit.pagination.' } }, `${BASE}/export`),
      token: admin,
      headers: { 'app-locale': 'fr' },
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'Clé',
      'Origine',
      'Espagnol',
      'Anglais',
      'Français',
      'Italien',
      'Portugais',
      'Modifications',
    ]);
    expect(sheet.actualRowCount - 1).toBe((await list({ filter: { key: 'kit.pagination.' } })).total);
    expect(sheet.getRow(2).getCell(2).value).toBe('Interface');
  });
});

describe('editing a text', () => {
  it('reads a key with its bundles’ texts, the published ones and the placeholders to keep', async () => {
    const record = await read('web.kit.table.columnSearch');
    expect(record.placeholders).toEqual(['{{column}}']);
    expect(record.defaults).toMatchObject({ es: 'Buscar por {{column}}' });
    expect(record.updated_at).toBe('1970-01-01T00:00:00.000Z');
    const demo = await read('web.menu.amazonmarketplaces');
    expect(demo.published_values).toEqual({ fr: 'Places de marché', it: 'Marketplace Amazon' });
    expect(demo.fr).toBe('Places de marché');
  });

  it('refuses a text that drops or makes up a placeholder, naming it in the caller’s language', async () => {
    const record = await read('web.kit.table.columnSearch');
    const dropped = await save('web.kit.table.columnSearch', { ...record, en: 'Search this column' });
    expect(dropped.statusCode).toBe(422);
    expect(dropped.json().errors).toEqual({
      en: [formatMessage('es', 'translations.placeholderMissing', { placeholder: '{{column}}' })],
    });
    expect(dropped.json().errors.en[0]).toContain('{{column}}');
    const madeUp = await save(
      'server.mail.resent',
      { ...(await read('server.mail.resent')), fr: 'Renvoyée à {email} ({when})' },
      { 'app-locale': 'en' },
    );
    expect(madeUp.statusCode).toBe(422);
    expect(madeUp.json().errors.fr).toEqual([
      'The text uses {when}, which this key does not fill: remove it',
    ]);
    expect((await read('web.kit.table.columnSearch')).override).toBe('none');
  });

  it('saves an edit as pending, keeps the lock, and takes a record back as it was read', async () => {
    const record = await read('web.kit.table.columnSearch');
    const saved = await save('web.kit.table.columnSearch', { ...record, en: 'Filter {{column}}' });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json().translation as Row;
    expect(after).toMatchObject({ en: 'Filter {{column}}', override: 'pending' });
    expect(after.updated_at).not.toBe(record.updated_at);

    const stale = await save('web.kit.table.columnSearch', { ...record, en: 'Stale {{column}}' });
    expect(stale.statusCode).toBe(409);
    const { updated_at: _stamp, ...unstamped } = after;
    expect((await save('web.kit.table.columnSearch', unstamped)).statusCode).toBe(428);
    expect((await save('web.kit.table.columnSearch', { ...after, nope: 1 })).statusCode).toBe(422);
    const again = await save('web.kit.table.columnSearch', after);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().translation.en).toBe('Filter {{column}}');

    // Its audit row: the language changed, old beside new.
    const audits = await t.db.$client.query(
      `select old_values, new_values from audits where auditable_type = 'translations' and auditable_id = $1`,
      ['web.kit.table.columnSearch'],
    );
    expect(audits.rows).toEqual([
      { old_values: { en: 'Search by {{column}}' }, new_values: { en: 'Filter {{column}}' } },
    ]);
  });

  it('goes back to the bundle’s text when a text is emptied or equal to it', async () => {
    const record = await read('web.kit.table.resetFilters');
    const edited = (await save('web.kit.table.resetFilters', { ...record, pt: 'Limpar filtros já' })).json()
      .translation as Row;
    expect(edited.override).toBe('pending');
    const emptied = await save('web.kit.table.resetFilters', { ...edited, pt: '' });
    expect(emptied.json().translation).toMatchObject({ override: 'none', pt: record.pt });
  });

  it('answers 404 for a key no bundle has, and 403 to a reader who may not edit', async () => {
    expect(
      (await t.request({ method: 'GET', url: `${BASE}/web.no.such.key`, token: admin })).statusCode,
    ).toBe(404);
    expect(
      (await save('server.no.such', { en: 'x', updated_at: '1970-01-01T00:00:00.000Z' })).statusCode,
    ).toBe(404);
    const record = await read('web.kit.table.search', catalogueEditor);
    expect(
      (await save('web.kit.table.search', { ...record, en: 'Find' }, {}, catalogueEditor)).statusCode,
    ).toBe(403);
    expect((await refresh({}, catalogueEditor)).statusCode).toBe(403);
  });
});

describe('refresh', () => {
  it('publishes the saved texts, counting the keys added, changed and removed', async () => {
    const before = await t.request({ method: 'GET', url: `${BASE}/published?locale=en`, token: admin });
    expect(before.json().texts['kit.table.columnSearch']).toBeUndefined();

    // Pending now: the demo's two Portuguese texts and the English edit above.
    const first = await refresh();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().publication).toMatchObject({ added: 3, changed: 0, removed: 0 });
    expect(first.json().message).toBe(
      'Traducciones refrescadas: 3 claves añadidas, 0 cambiadas y 0 quitadas',
    );
    expect((await read('web.kit.table.columnSearch')).override).toBe('published');

    const published = await t.request({
      method: 'GET',
      url: `${BASE}/published?locale=en`,
      token: catalogueEditor,
    });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({
      version: first.json().publication.version,
      locale: 'en',
      texts: { 'kit.table.columnSearch': 'Filter {{column}}' },
    });
    // Interface texts only; the caller's locale by default.
    const french = await t.request({
      method: 'GET',
      url: `${BASE}/published`,
      token: admin,
      headers: { 'app-locale': 'fr' },
    });
    expect(french.json().texts).toMatchObject({ 'menu.amazonmarketplaces': 'Places de marché' });
    expect(Object.keys(french.json().texts).some((key) => key.startsWith('imports.'))).toBe(false);

    // Nothing new: nothing published, the same version.
    const nothing = await refresh({ 'app-locale': 'en' });
    expect(nothing.json().publication).toMatchObject({
      version: first.json().publication.version,
      added: 0,
      changed: 0,
      removed: 0,
    });
    expect(nothing.json().message).toBe('Translations refreshed: 0 keys added, 0 changed and 0 removed');

    // A change and a removal.
    const rates = await read('web.exports.entities.rates');
    await save('web.exports.entities.rates', { ...rates, pt: '' });
    const column = await read('web.kit.table.columnSearch');
    await save('web.kit.table.columnSearch', { ...column, en: 'Filter by {{column}}' });
    const second = await refresh();
    expect(second.json().publication).toMatchObject({ added: 0, changed: 1, removed: 1 });
    expect(second.json().publication.version).toBeGreaterThan(first.json().publication.version);
  });

  it('makes the server answer with a published server text, in this process at once and in another soon', async () => {
    const other = await createTestApp({ sameDatabaseAs: t });
    try {
      const english = { 'app-locale': 'en' };
      const missing = () =>
        other.request({ method: 'GET', url: `${BASE}/web.no.such.key`, token: admin, headers: english });
      expect((await missing()).json().message).toBe(serverMessages.en['errors.notFound']);

      const record = await read('server.errors.notFound');
      expect(
        (await save('server.errors.notFound', { ...record, en: 'Nothing here by that name' })).statusCode,
      ).toBe(200);
      // Saved is not published: the server still answers with the bundle's text.
      const notYet = await t.request({
        method: 'GET',
        url: `${BASE}/web.no.such.key`,
        token: admin,
        headers: english,
      });
      expect(notYet.json().message).toBe(serverMessages.en['errors.notFound']);
      expect((await refresh()).statusCode).toBe(200);
      const here = await t.request({
        method: 'GET',
        url: `${BASE}/web.no.such.key`,
        token: admin,
        headers: english,
      });
      expect(here.json().message).toBe('Nothing here by that name');
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await missing()).json().message).toBe('Nothing here by that name');
      // Other languages keep theirs.
      const spanish = await missing();
      expect(spanish.statusCode).toBe(404);
    } finally {
      const record = await read('server.errors.notFound');
      await save('server.errors.notFound', { ...record, en: '' });
      await refresh();
      await other.close();
    }
    const back = await t.request({
      method: 'GET',
      url: `${BASE}/web.no.such.key`,
      token: admin,
      headers: { 'app-locale': 'en' },
    });
    expect(back.json().message).toBe(serverMessages.en['errors.notFound']);
  });

  it('labels the server’s Excel headers with a published resource label', async () => {
    const record = await read('web.resources.translations.fields.key');
    await save('web.resources.translations.fields.key', { ...record, en: 'Text key' });
    await refresh();
    try {
      const res = await t.request({
        method: 'GET',
        url: listUrl({ filter: { key: 'kit.pagination.' } }, `${BASE}/export`),
        token: admin,
        headers: { 'app-locale': 'en' },
      });
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      expect(workbook.worksheets[0]!.getRow(1).getCell(1).value).toBe('Text key');
    } finally {
      await save('web.resources.translations.fields.key', {
        ...(await read('web.resources.translations.fields.key')),
        en: '',
      });
      await refresh();
    }
  });
});
