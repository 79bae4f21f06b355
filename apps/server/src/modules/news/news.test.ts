import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../../test/fixtures/files.ts';
import { multipart } from '../../test/fixtures/multipart.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

const API = '/api/msnotifier.v1';
const en = { 'app-locale': 'en' };

let t: TestApp;
let admin: string;
const market = { ES: 0, PT: 0, FR: 0 };

async function marketId(iso: string): Promise<number> {
  const found = await t.db.execute<{ id: number }>(sql`select id from markets where iso = ${iso}`);
  return Number(found.rows[0]!.id);
}

/** A valid news item; `over` replaces any of its fields. */
const newsBody = (code: string, over: Record<string, unknown> = {}) => ({
  az_iso: code,
  publish: true,
  publish_at: '2026-12-10T09:00:00.000Z',
  publish_end_at: '2026-12-20T09:00:00.000Z',
  translations: { es: { title: 'Llega Flexa 4.0', body: '<p>Ya disponible</p>' } },
  markets: [market.ES],
  ...over,
});

const create = (resource: 'news' | 'alerts', body: object, token = admin) =>
  t.request({ method: 'POST', url: `${API}/admin/${resource}`, token, headers: en, payload: body });

/** An INTERNAL user of `marketIso` holding exactly `permissions` (through a role of its own). */
async function userWith(email: string, marketIso: string, permissions: string[]): Promise<string> {
  const role = `TEST_${email.split('@')[0]!.toUpperCase().replace(/\W/g, '_')}`;
  await t.db.execute(sql`insert into roles (name) values (${role})`);
  await t.db.execute(sql`insert into role_permissions (role_id, permission_id)
    select r.id, p.id from roles r, permissions p where r.name = ${role} and p.name = any(${sql.param(permissions)}::text[])`);
  await t.db.execute(sql`insert into users (email, name, surname, password_hash, type, market, profile_id)
    select ${email}, 'Marta', 'Mercado', u.password_hash, 'internal', ${marketIso}, (select id from profiles where az_iso = 'INTERNAL')
    from users u where u.email = 'admin@proboard.local'`);
  await t.db.execute(sql`insert into user_roles (user_id, role_id)
    select u.id, r.id from users u, roles r where u.email = ${email} and r.name = ${role}`);
  return t.signIn(email);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin@proboard.local');
  market.ES = await marketId('ES');
  market.PT = await marketId('PT');
  market.FR = await marketId('FR');
});
afterAll(() => t.close());

describe('news', () => {
  it('has demo news and alerts that ended, that are on and that are to come, in several markets', async () => {
    for (const table of ['news', 'alerts']) {
      const found = await t.db.execute<{ past: number; current: number; future: number; markets: number }>(
        sql.raw(`select count(*) filter (where publish_end_at <= now())::int as past,
          count(*) filter (where publish and publish_at <= now() and (publish_end_at is null or publish_end_at > now()))::int as current,
          count(*) filter (where publish_at > now())::int as future,
          (select count(distinct m)::int from ${table}, unnest(markets) m) as markets
        from ${table}`),
      );
      const counts = found.rows[0]!;
      expect(counts.past, table).toBeGreaterThan(0);
      expect(counts.current, table).toBeGreaterThan(1);
      expect(counts.future, table).toBeGreaterThan(0);
      expect(counts.markets, table).toBeGreaterThanOrEqual(3);
    }
  });

  it('is created with its moments kept to the minute and its bodies sanitised', async () => {
    const res = await create(
      'news',
      newsBody('NEWS-T-CREATE', {
        publish_at: '2026-12-10T10:15:42.500+01:00',
        translations: {
          es: { title: 'Aidoo Pro', body: '<p onclick="steal()">Hola<script>alert(1)</script></p>' },
          fr: { title: 'Aidoo Pro FR', body: '<p>Bonjour</p>' },
        },
        markets: [market.PT, market.ES, market.ES],
        link: 'https://www.airzonecontrol.com/es/aidoo-pro',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const item = res.json().news_item;
    expect(item.publish_at).toBe('2026-12-10T09:15:00.000Z');
    expect(item.translations.es.body).toBe('<p>Hola</p>');
    expect(item.markets).toEqual([market.ES, market.PT].sort((a, b) => a - b));
    expect(item.title).toBe('Aidoo Pro');

    const list = await t.request({
      method: 'GET',
      url: `${API}/admin/news?context=${encodeURIComponent(JSON.stringify({ filter: { search: 'NEWS-T-CREATE' } }))}`,
      token: admin,
    });
    expect(list.json().news.data.map((row: { az_iso: string }) => row.az_iso)).toEqual(['NEWS-T-CREATE']);
    expect(list.json().news.data[0].market_codes).toBe('ES, PT');
  });

  it('refuses an end before (or at) the start, on publish_end_at', async () => {
    for (const end of ['2026-12-09T09:00:00.000Z', '2026-12-10T09:00:30.000Z']) {
      const res = await create('news', newsBody(`NEWS-T-END-${end.slice(11, 13)}`, { publish_end_at: end }));
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['publish_end_at']);
      expect(res.json().errors.publish_end_at[0]).toBe('The end must be after the start');
    }
    const alert = await create('alerts', newsBody('ALERT-T-END', { publish_end_at: '2026-12-01T09:00:00Z' }));
    expect(alert.statusCode).toBe(422);
    expect(Object.keys(alert.json().errors)).toEqual(['publish_end_at']);
  });

  it('refuses a news item or an alert without a Spanish title, on translations.es.title', async () => {
    const translations = { en: { title: 'Only in English', body: '<p>x</p>' } };
    for (const resource of ['news', 'alerts'] as const) {
      const res = await create(resource, newsBody(`T-NO-ES-${resource.toUpperCase()}`, { translations }));
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['translations.es.title']);
    }
  });

  it('refuses one without markets, or with a market that does not exist, on markets', async () => {
    const none = await create('news', newsBody('NEWS-T-NO-MARKET', { markets: [] }));
    expect(none.statusCode).toBe(422);
    expect(Object.keys(none.json().errors)).toEqual(['markets']);
    const unknown = await create('alerts', newsBody('ALERT-T-BAD-MARKET', { markets: [999_999] }));
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['markets']);
  });

  it('needs a start to be published', async () => {
    const res = await create('news', newsBody('NEWS-T-NO-START', { publish_at: null, publish_end_at: null }));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['publish_at']);
    const draft = await create(
      'news',
      newsBody('NEWS-T-DRAFT', { publish: false, publish_at: null, publish_end_at: null }),
    );
    expect(draft.statusCode, draft.body).toBe(201);
  });

  it('holds its image to 64 kB, on image_url', async () => {
    const upload = async (bytes: Buffer) => {
      const res = await t.request({
        method: 'POST',
        url: '/api/msmultimedia.v1/uploads?purpose=image',
        token: admin,
        ...multipart('noticia.png', bytes),
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().file.url as string;
    };
    const heavy = await upload(png(150, 152, true));
    const light = await upload(png(16, 16));
    const refused = await create('news', newsBody('NEWS-T-HEAVY', { image_url: heavy }));
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['image_url']);
    expect(refused.json().errors.image_url[0]).toMatch(/64 kB/);
    const accepted = await create('news', newsBody('NEWS-T-LIGHT', { image_url: light }));
    expect(accepted.statusCode, accepted.body).toBe(201);
  });
});

describe('alerts of one’s own market (azc-market-alerts-read)', () => {
  const ids = { es: 0, pt: 0, both: 0 };
  let reader: string;
  let noMarket: string;

  beforeAll(async () => {
    const make = async (code: string, markets: number[]) => {
      const res = await create('alerts', newsBody(code, { markets }));
      expect(res.statusCode, res.body).toBe(201);
      return Number(res.json().alert.id);
    };
    ids.es = await make('ALERT-T-ES', [market.ES]);
    ids.pt = await make('ALERT-T-PT', [market.PT]);
    ids.both = await make('ALERT-T-PT-FR', [market.PT, market.FR]);
    reader = await userWith('lectora-pt@proboard.local', 'PT', ['azc-market-alerts-read']);
    noMarket = await userWith('sin-mercado@proboard.local', '', ['azc-market-alerts-read']);
  });

  const listed = async (token: string) => {
    const context = encodeURIComponent(JSON.stringify({ perPage: 50, filter: { search: 'ALERT-T-' } }));
    const res = await t.request({ method: 'GET', url: `${API}/admin/alerts?context=${context}`, token });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().alerts.data as { az_iso: string }[]).map((row) => row.az_iso).sort();
  };

  it('lists only the alerts of the reader’s market, and every alert to azc-alerts-read', async () => {
    expect(await listed(reader)).toEqual(['ALERT-T-PT', 'ALERT-T-PT-FR']);
    expect(await listed(admin)).toEqual(['ALERT-T-ES', 'ALERT-T-PT', 'ALERT-T-PT-FR']);
    expect(await listed(noMarket)).toEqual([]);
  });

  it('opens an alert of the reader’s market, and answers another market’s as not found', async () => {
    const own = await t.request({ method: 'GET', url: `${API}/admin/alerts/${ids.both}`, token: reader });
    expect(own.statusCode).toBe(200);
    expect(own.json().alert.az_iso).toBe('ALERT-T-PT-FR');
    const other = await t.request({ method: 'GET', url: `${API}/admin/alerts/${ids.es}`, token: reader });
    expect(other.statusCode).toBe(404);
  });

  it('is read-only: no create, edit or delete, and no news', async () => {
    const own = (
      await t.request({ method: 'GET', url: `${API}/admin/alerts/${ids.pt}`, token: admin })
    ).json().alert;
    expect(
      (await create('alerts', newsBody('ALERT-T-BY-READER', { markets: [market.PT] }), reader)).statusCode,
    ).toBe(403);
    const edit = await t.request({
      method: 'PUT',
      url: `${API}/admin/alerts/${ids.pt}`,
      token: reader,
      payload: { ...newsBody('ALERT-T-PT', { markets: [market.PT] }), updated_at: own.updated_at },
    });
    expect(edit.statusCode).toBe(403);
    const remove = await t.request({ method: 'DELETE', url: `${API}/admin/alerts/${ids.pt}`, token: reader });
    expect(remove.statusCode).toBe(403);
    const news = await t.request({ method: 'GET', url: `${API}/admin/news`, token: reader });
    expect(news.statusCode).toBe(403);
  });

  it('scopes the Excel download the same way', async () => {
    const res = await t.request({ method: 'GET', url: `${API}/admin/alerts/export`, token: reader });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    workbook.worksheets[0]!.eachRow((row) => {
      row.eachCell((cell) => {
        cells.push(String(cell.value));
      });
    });
    expect(cells).toContain('ALERT-T-PT');
    expect(cells).not.toContain('ALERT-T-ES');
  });
});
