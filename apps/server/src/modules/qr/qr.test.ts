import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../../test/fixtures/files.ts';
import { multipart } from '../../test/fixtures/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const API = '/api/mstools.v1';
const en = { 'app-locale': 'en' };
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

let t: TestApp;
let admin: string;

const redirectionBody = (code: string, over: Record<string, unknown> = {}) => ({
  az_iso: code,
  active: true,
  type: 'manual',
  description: 'Manual Flexa 4.0',
  link_default: 'https://www.example.com/flexa?ref=box',
  link_ios: 'https://apps.apple.com/es/app/airzone-cloud/id1145386614',
  link_android: 'https://play.google.com/store/apps/details?id=com.airzone.cloud',
  utm_source: 'qr',
  utm_medium: 'print',
  utm_campaign: 'flexa-box',
  ...over,
});

async function create(resource: 'qrredirections' | 'qrredirections-legacy', body: object) {
  return t.request({
    method: 'POST',
    url: `${API}/admin/${resource}`,
    token: admin,
    headers: en,
    payload: body,
  });
}

async function createRedirection(code: string, over: Record<string, unknown> = {}) {
  const res = await create('qrredirections', redirectionBody(code, over));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().qrredirection as { id: number; updated_at: string };
}

/** A scan as a phone sends it: no apikey, no token. */
const scan = (path: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: path, headers: { 'user-agent': DESKTOP, ...headers } });

const query = (location: string | undefined) => Object.fromEntries(new URL(location!).searchParams);

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
});
afterAll(() => t.close());

describe('demo QR codes', () => {
  it('has a few hundred redirections with months of scans, and legacy codes, one converted', async () => {
    const found = await t.db.execute<Record<string, number>>(sql`select
      (select count(*)::int from qr_redirections) as redirections,
      (select count(*)::int from qr_redirections where not active) as inactive,
      (select count(distinct date_trunc('month', day))::int from qr_scan_days) as months,
      (select count(*)::int from qr_scan_days where bot) as bot_rows,
      (select count(*)::int from qr_redirections_legacy) as legacy,
      (select count(*)::int from qr_redirections_legacy where redirection_id is not null) as converted`);
    const counts = found.rows[0]!;
    expect(counts.redirections).toBeGreaterThanOrEqual(200);
    expect(counts.inactive).toBeGreaterThan(0);
    expect(counts.months).toBeGreaterThanOrEqual(6);
    expect(counts.bot_rows).toBeGreaterThan(0);
    expect(counts.legacy).toBeGreaterThanOrEqual(20);
    expect(counts.converted).toBe(1);
    const converted = await scan('/qr.php?id=1001');
    expect(converted.headers.location).toMatch(/utm_campaign=legacy-1001/);
  });
});

describe('the public redirect', () => {
  it("sends each phone to its own link, with the campaign's UTM parameters, never cached", async () => {
    await createRedirection('QR-T-DEVICE');
    const ios = await scan('/qr/QR-T-DEVICE', { 'user-agent': IPHONE });
    expect(ios.statusCode).toBe(302);
    expect(ios.headers.location).toMatch(
      /^https:\/\/apps\.apple\.com\/es\/app\/airzone-cloud\/id1145386614\?/,
    );
    expect(query(ios.headers.location)).toEqual({
      utm_source: 'qr',
      utm_medium: 'print',
      utm_campaign: 'flexa-box',
    });
    expect(ios.headers['cache-control']).toBe('no-store');
    const android = await scan('/qr/QR-T-DEVICE', { 'user-agent': ANDROID });
    expect(android.headers.location).toMatch(
      /^https:\/\/play\.google\.com\/store\/apps\/details\?id=com\.airzone\.cloud&utm_source=qr/,
    );
    const desktop = await scan('/qr/qr-t-device');
    expect(desktop.headers.location).toMatch(/^https:\/\/www\.example\.com\/flexa\?ref=box&utm_source=qr/);
  });

  it('sends a phone to the link of the language it asks for, else the default one', async () => {
    await createRedirection('QR-T-LANG', {
      link_ios: null,
      translations: { fr: { seo_title: 'Manuel', link: 'https://www.example.com/fr/flexa' } },
    });
    const french = await scan('/qr/QR-T-LANG', { 'accept-language': 'de-DE;q=0.5, fr-FR, en;q=0.8' });
    expect(french.headers.location).toMatch(/^https:\/\/www\.example\.com\/fr\/flexa\?utm_source=qr/);
    // An iPhone without an iOS link of its own follows its language too.
    const iphone = await scan('/qr/QR-T-LANG', { 'user-agent': IPHONE, 'accept-language': 'fr' });
    expect(iphone.headers.location).toMatch(/^https:\/\/www\.example\.com\/fr\/flexa/);
    const german = await scan('/qr/QR-T-LANG', { 'accept-language': 'de-DE' });
    expect(german.headers.location).toMatch(/^https:\/\/www\.example\.com\/flexa\?ref=box/);
  });

  it('keeps the UTM parameters the link already has', async () => {
    await createRedirection('QR-T-UTM', {
      link_default: 'https://www.example.com/p?utm_source=box&utm_campaign=&a=1#top',
    });
    const res = await scan('/qr/QR-T-UTM');
    const url = new URL(res.headers.location as string);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      utm_source: 'box',
      utm_campaign: '',
      a: '1',
      utm_medium: 'print',
    });
    expect(url.hash).toBe('#top');
  });

  it('answers an inactive or unknown code with a small page in the phone’s language, counted', async () => {
    const { id } = await createRedirection('QR-T-OFF', { active: false });
    const off = await scan('/qr/QR-T-OFF', { 'accept-language': 'it-IT,it;q=0.9' });
    expect(off.statusCode).toBe(404);
    expect(off.headers['content-type']).toMatch(/^text\/html/);
    expect(off.headers['cache-control']).toBe('no-store');
    expect(off.body).toContain('Questo codice QR non è disponibile');
    const unknown = await scan('/qr/NO-SUCH-CODE', { 'accept-language': 'en-GB' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('This QR code is not available');
    await t.app.qrScans.flush();
    const counted = await t.db.execute<{ n: number }>(
      sql`select sum(scans)::int as n from qr_scan_days where redirection_id = ${id}`,
    );
    expect(counted.rows[0]!.n).toBe(1);
  });

  it('counts scans per day, device and country, robots apart, with no address', async () => {
    const { id } = await createRedirection('QR-T-COUNT');
    await scan('/qr/QR-T-COUNT', { 'user-agent': IPHONE, 'cf-ipcountry': 'PT' });
    await scan('/qr/QR-T-COUNT', { 'user-agent': IPHONE, 'cf-ipcountry': 'PT' });
    await scan('/qr/QR-T-COUNT', { 'user-agent': ANDROID, 'accept-language': 'es-ES,es' });
    await scan('/qr/QR-T-COUNT', { 'user-agent': GOOGLEBOT });
    await t.app.qrScans.flush();
    const rows = await t.db.execute(sql`select device, country, bot, scans, day = current_date as today
      from qr_scan_days where redirection_id = ${id} order by device, bot`);
    expect(rows.rows).toEqual([
      { device: 'android', country: 'ES', bot: false, scans: 1, today: true },
      { device: 'ios', country: 'PT', bot: false, scans: 2, today: true },
      { device: 'other', country: '', bot: true, scans: 1, today: true },
    ]);
    const columns = await t.db.execute<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'qr_scan_days'`,
    );
    expect(columns.rows.map((c) => c.column_name)).not.toContain('ip');
    const stats = await t.request({
      method: 'GET',
      url: `${API}/admin/qrredirections/${id}/scans`,
      token: admin,
    });
    expect(stats.statusCode).toBe(200);
    expect(stats.json().scans).toMatchObject({
      total: 3,
      bots: 1,
      public_url: expect.stringMatching(/\/qr\/QR-T-COUNT$/),
    });
    expect(stats.json().scans.countries).toEqual([
      { country: 'PT', scans: 2 },
      { country: 'ES', scans: 1 },
    ]);
    const list = await t.request({
      method: 'GET',
      url: `${API}/admin/qrredirections?context=${encodeURIComponent(JSON.stringify({ filter: { search: 'QR-T-COUNT' } }))}`,
      token: admin,
    });
    expect(list.json().qrredirections.data[0].scans).toBe(3);
  });

  it('shows social previewers the SEO title, description and image', async () => {
    await createRedirection('QR-T-SEO', {
      translations: { es: { seo_title: 'Termostato Flexa 4.0', seo_description: 'Manual & guía' } },
    });
    const res = await scan('/qr/QR-T-SEO', { 'user-agent': 'facebookexternalhit/1.1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta property="og:title" content="Termostato Flexa 4.0">');
    expect(res.body).toContain('content="Manual &#38; guía"');
  });

  it('follows a change at the very next scan, through this process or any other', async () => {
    const { id, updated_at } = await createRedirection('QR-T-CHANGE');
    expect((await scan('/qr/QR-T-CHANGE')).headers.location).toMatch(/^https:\/\/www\.example\.com\/flexa/);
    const put = await t.request({
      method: 'PUT',
      url: `${API}/admin/qrredirections/${id}`,
      token: admin,
      payload: { ...redirectionBody('QR-T-CHANGE'), link_default: 'https://www.example.com/new', updated_at },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await scan('/qr/QR-T-CHANGE')).headers.location).toMatch(/^https:\/\/www\.example\.com\/new\?/);
    // By hand (another process): the trigger's notification reaches this one.
    await t.db.execute(sql`update qr_redirections set active = false where id = ${id}`);
    await expect.poll(async () => (await scan('/qr/QR-T-CHANGE')).statusCode).toBe(404);
  });
});

describe('redirections refused', () => {
  it('wants a default http(s) link and a free code, on the field', async () => {
    await createRedirection('QR-T-TAKEN');
    const cases: [Record<string, unknown>, string][] = [
      [{ link_default: undefined }, 'link_default'],
      [{ link_default: 'javascript:alert(1)' }, 'link_default'],
      [{ link_ios: 'ftp://example.com/app' }, 'link_ios'],
      [{ translations: { en: { link: 'mailto:a@b.c' } } }, 'translations.en.link'],
      [{ az_iso: 'QR-T-TAKEN' }, 'az_iso'],
    ];
    for (const [over, field] of cases) {
      const res = await create('qrredirections', redirectionBody('QR-T-BAD', over));
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(Object.keys(res.json().errors), JSON.stringify(over)).toEqual([field]);
    }
  });

  it('takes an SEO image of up to 200 kB (what social previews show), on the field beyond', async () => {
    const stored = async (bytes: Buffer) => {
      const res = await t.request({
        method: 'POST',
        url: '/api/msmultimedia.v1/uploads?purpose=image',
        token: admin,
        ...multipart('seo.png', bytes),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().file.url as string;
    };
    // Noise does not compress: about 3 bytes a pixel.
    const heavy = png(270, 270, true);
    expect(heavy.length).toBeGreaterThan(200 * 1024);
    const refused = await create(
      'qrredirections',
      redirectionBody('QR-T-SEO-LIMIT', { seo_image_url: await stored(heavy) }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ seo_image_url: ['The image is larger than 200 kB'] });
    const light = await stored(png(150, 152, true));
    const accepted = await createRedirection('QR-T-SEO-LIMIT', { seo_image_url: light });
    expect(accepted.id).toBeGreaterThan(0);
  });
});

describe('the QR image', () => {
  it('downloads as SVG and PNG of the size and level chosen', async () => {
    const { id } = await createRedirection('QR-T-IMAGE');
    const png = await t.request({
      method: 'GET',
      url: `${API}/admin/qrredirections/${id}/qr?format=png&size=300&level=H`,
      token: admin,
    });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(png.rawPayload.readUInt32BE(16)).toBe(300);
    const svg = await t.request({
      method: 'GET',
      url: `${API}/admin/qrredirections/${id}/qr?format=svg&level=L`,
      token: admin,
    });
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(svg.headers['content-disposition']).toBe('attachment; filename="qr-QR-T-IMAGE.svg"');
    expect(svg.body).toMatch(/^<svg/);
    const tooBig = await t.request({
      method: 'GET',
      url: `${API}/admin/qrredirections/${id}/qr?size=9000`,
      token: admin,
    });
    expect(tooBig.statusCode).toBe(422);
  });
});

describe('legacy codes', () => {
  it('keep answering at their old address, counted the same way, and convert keeping it', async () => {
    const res = await create('qrredirections-legacy', {
      code: '4711',
      destination_url: 'https://www.example.com/old-manual.pdf',
      description: 'Manual antiguo',
    });
    expect(res.statusCode, res.body).toBe(201);
    const legacyId = res.json().qrredirection_legacy.id as number;
    const old = await scan('/qr.php?id=4711', { 'user-agent': IPHONE });
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe('https://www.example.com/old-manual.pdf');

    const convert = (body: object = {}) =>
      t.request({
        method: 'POST',
        url: `${API}/admin/qrredirections-legacy/${legacyId}/convert`,
        token: admin,
        headers: en,
        payload: body,
      });
    const converted = await convert();
    expect(converted.statusCode, converted.body).toBe(201);
    const redirection = converted.json().qrredirection as { id: number; az_iso: string };
    expect(redirection.az_iso).toBe('LEGACY_4711');
    expect((await convert()).statusCode).toBe(409);

    // The new redirection answers the printed address: its iOS link, its campaign.
    const record = await t.request({
      method: 'GET',
      url: `${API}/admin/qrredirections/${redirection.id}`,
      token: admin,
    });
    const current = record.json().qrredirection;
    const put = await t.request({
      method: 'PUT',
      url: `${API}/admin/qrredirections/${redirection.id}`,
      token: admin,
      payload: { ...redirectionBody('LEGACY_4711'), updated_at: current.updated_at },
    });
    expect(put.statusCode, put.body).toBe(200);
    const after = await scan('/qr.php?id=4711', { 'user-agent': IPHONE });
    expect(after.headers.location).toMatch(/^https:\/\/apps\.apple\.com\/.*utm_source=qr/);
    await t.app.qrScans.flush();
    const counts = await t.db.execute(sql`select redirection_id, device, scans from qr_scan_days
      where legacy_id = ${legacyId} order by redirection_id nulls first`);
    expect(counts.rows).toEqual([
      { redirection_id: null, device: 'ios', scans: 1 },
      { redirection_id: redirection.id, device: 'ios', scans: 1 },
    ]);
    const details = await t.request({
      method: 'GET',
      url: `${API}/admin/qrredirections-legacy/${legacyId}`,
      token: admin,
    });
    expect(details.json().qrredirection_legacy.redirection_az_iso).toBe('LEGACY_4711');
  });

  it('answers an inactive legacy code with the unavailable page', async () => {
    await create('qrredirections-legacy', {
      code: 'OLD-OFF',
      destination_url: 'https://www.example.com/x',
      active: false,
    });
    expect((await scan('/qr.php?id=OLD-OFF')).statusCode).toBe(404);
    expect((await scan('/qr.php')).statusCode).toBe(404);
  });
});
