/**
 * Crash safety of the real server (`main.ts` with an embedded PostgreSQL in a temporary DATA_DIR):
 * many creates in flight, each its own transaction with its audit row, when
 *   1. the server process is killed (SIGKILL; PostgreSQL keeps running and is stopped by the next
 *      start),
 *   2. the whole machine dies (SIGKILL to the server, PostgreSQL and its backends at once; the next
 *      start replays PostgreSQL's log),
 * and writes whose bodies are still arriving when a graceful SIGTERM comes. After each restart on
 * the same DATA_DIR: every acknowledged create is there, every row that exists is complete (all its
 * fields, children included, and exactly one audit row), and no audit row lacks its record.
 * platform/shutdown.test.ts covers the rest of the graceful shutdown and the restart rules.
 */
import net from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { DEMO_API_KEY } from '../config.ts';
import { DEMO_PASSWORD } from '../seed/demo-accounts.ts';
import {
  bodyOf,
  type Call,
  codeField,
  everyRow,
  type JsonSchema,
  RESOURCE_DEFINITIONS,
  recordAsBody,
  withFreshCodes,
  withoutIds,
} from './harness.ts';
import {
  exitWithin,
  groupMembers,
  killGroup,
  type LiveServer,
  liveServerSandbox,
  postgresOf,
  START_TIMEOUT,
  waitUntil,
} from './live-server.ts';

type Json = Record<string, unknown>;

interface Resource {
  definition: (typeof RESOURCE_DEFINITIONS)[number];
  base: string;
  schema: JsonSchema | undefined;
  code: string;
  template: Json;
  /** Codes held by a seeded record or given to an attempt (lower case): never tried again. */
  taken: Set<string>;
  /** The last number a fresh code of this resource was made from. */
  sequence: number;
}

interface Attempt {
  resource: Resource;
  code: string;
  body: Json;
  status: number | 'lost' | 'pending';
}

const attempts: Attempt[] = [];
let resources: Resource[] = [];
let codes = 0;
const report: string[] = [];
const sandbox = liveServerSandbox('crash-safety', () => report.join('; '));
const { servers } = sandbox;

async function start() {
  const began = Date.now();
  const server = await sandbox.start();
  report.push(`start ${((Date.now() - began) / 1000).toFixed(1)} s`);
  return server;
}

async function client(server: LiveServer): Promise<Call> {
  const signIn = await fetch(`${server.url}/api/msdashboard.v1-public/auth/login`, {
    method: 'POST',
    headers: { apikey: DEMO_API_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@proboard.local', password: DEMO_PASSWORD }),
  });
  expect(signIn.status).toBe(200);
  const { access_token: token } = (await signIn.json()) as { access_token: string };
  return async (method, url, body) => {
    const res = await fetch(`${server.url}${url}`, {
      method,
      headers: {
        apikey: DEMO_API_KEY,
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, json: () => JSON.parse(text) };
  };
}

/** Every resource whose create the server publishes, with a template cloned from a seeded record. */
async function discover(server: LiveServer, call: Call): Promise<Resource[]> {
  const doc = (await (await fetch(`${server.url}/api/docs/openapi.json`)).json()) as {
    paths: Record<
      string,
      Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>
    >;
  };
  const found: Resource[] = [];
  for (const definition of RESOURCE_DEFINITIONS) {
    // A new translatable language makes every attribute option need a text in it: creating
    // languages under load would turn the attribute creates into (correct) 422s.
    if (definition.name === 'languages') continue;
    const base = `/api/${definition.service}.v1/${definition.apiPath}`;
    const post = doc.paths[base]?.post;
    if (!post || !doc.paths[`${base}/{id}`]) continue;
    const schema = post.requestBody?.content?.['application/json']?.schema;
    const code = codeField(definition, schema);
    if (!code) continue;
    const seeded = (await everyRow(call, base, definition.plural)).data;
    found.push({
      definition,
      base,
      schema,
      code,
      template: await recordAsBody(call, { definition, base }, schema),
      taken: new Set(seeded.map((row) => String(row[code]).toLowerCase())),
      sequence: 1000,
    });
  }
  return found;
}

/**
 * The next create, taking the resources in turn, with a code no record holds: a short code runs out
 * (a country's iso has 25 fresh ones besides Qatar's QA), and then its resource is passed over.
 */
function nextAttempt(): Attempt {
  for (let skipped = 0; skipped < resources.length * 100; skipped++) {
    const resource = resources[++codes % resources.length]!;
    const body = withFreshCodes(resource.template, resource.definition, resource.schema, ++resource.sequence);
    const code = String(body[resource.code]);
    if (resource.taken.has(code.toLowerCase())) continue;
    resource.taken.add(code.toLowerCase());
    const attempt: Attempt = { resource, code, body, status: 'pending' };
    attempts.push(attempt);
    return attempt;
  }
  throw new Error('no resource has a fresh code left');
}

/** Workers that keep `workers` creates in flight until `kill` has been called (and returns). */
async function writeLoad(
  call: Call,
  workers: number,
  kill: (inFlight: number) => void,
  minAcknowledged: number,
) {
  let stopped = false;
  let inFlight = 0;
  let acknowledged = 0;
  const began = Date.now();
  const loop = async () => {
    while (!stopped) {
      const attempt = nextAttempt();
      inFlight++;
      try {
        const res = await call('POST', attempt.resource.base, attempt.body);
        attempt.status = res.status;
        if (res.status === 201) acknowledged++;
      } catch {
        attempt.status = 'lost';
      } finally {
        inFlight--;
      }
      if (!stopped && acknowledged >= minAcknowledged && Date.now() - began > 500) {
        stopped = true;
        kill(inFlight);
      }
      // A server that stopped answering on its own: give up rather than spin.
      if (Date.now() - began > 30_000) stopped = true;
    }
  };
  await Promise.all(Array.from({ length: workers }, loop));
  expect(acknowledged, 'creates acknowledged before the kill').toBeGreaterThanOrEqual(minAcknowledged);
}

/** Every acknowledged create exists; every existing row is complete with one audit row; no orphan audit. */
async function verify(server: LiveServer, phase: string) {
  const call = await client(server);
  const db = new pg.Client({
    connectionString: `postgres://proboard:proboard-embedded@127.0.0.1:${sandbox.pgPort}/proboard`,
  });
  await db.connect();
  try {
    const audits = await db.query<{ type: string; id: string; values: Json }>(
      `select auditable_type as type, auditable_id as id, new_values as values from audits where event = 'created'`,
    );
    let existing = 0;
    for (const resource of resources) {
      const mine = attempts.filter((a) => a.resource === resource);
      const rows = (await everyRow(call, resource.base, resource.definition.plural)).data;
      const byCode = new Map(rows.map((r) => [String(r[resource.code]).toLowerCase(), r]));
      const type = resource.definition.name;
      for (const attempt of mine) {
        const row = byCode.get(attempt.code.toLowerCase());
        const what = `${phase}: ${type} ${attempt.code} (${attempt.status})`;
        if (attempt.status === 201) expect(row, `acknowledged but missing: ${what}`).toBeTruthy();
        if (!row) continue;
        existing++;
        const detail = await call('GET', `${resource.base}/${row.id}`);
        const stored = bodyOf(detail.json()[resource.definition.singular], resource.schema);
        expect(withoutIds(stored), `incomplete: ${what}`).toEqual(withoutIds(attempt.body));
        const trail = audits.rows.filter((a) => a.type === type && a.id === String(row.id));
        expect(trail, `audit rows of ${what}`).toHaveLength(1);
      }
      const attempted = new Set(mine.map((a) => a.code.toLowerCase()));
      for (const audit of audits.rows.filter((a) => a.type === type)) {
        const code = String(audit.values?.[resource.code] ?? '').toLowerCase();
        if (attempted.has(code))
          expect(byCode.get(code)?.id, `audit without its ${type} ${code}`).toBe(Number(audit.id));
      }
    }
    const count = (s: Attempt['status']) => attempts.filter((a) => a.status === s).length;
    // The creates are valid clones: anything but 201 or a cut connection is a server fault.
    const refused = attempts.filter((a) => a.status !== 201 && a.status !== 'lost' && a.status !== 'pending');
    expect(refused.map((a) => `${a.resource.definition.name} ${a.code}: ${a.status}`)).toEqual([]);
    report.push(
      `${phase}: ${attempts.length} creates tried, ${count(201)} acknowledged, ${count('lost')} cut off, ${existing} rows, all complete`,
    );
  } finally {
    await db.end();
  }
}

/** A create whose body is still arriving: headers and the first bytes now, the rest on `finish`. */
async function slowCreate(server: LiveServer, token: string) {
  const attempt = nextAttempt();
  const body = JSON.stringify(attempt.body);
  const socket = net.connect(Number(new URL(server.url).port), '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let response = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    response += chunk;
  });
  const closed = new Promise((resolve) => socket.once('close', resolve));
  socket.write(
    `POST ${attempt.resource.base} HTTP/1.1\r\nHost: 127.0.0.1\r\napikey: ${DEMO_API_KEY}\r\n` +
      `Authorization: Bearer ${token}\r\nContent-Type: application/json\r\nConnection: close\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
  );
  return {
    attempt,
    async finish() {
      // write, not end: Node.js aborts the request of a client that half-closes its side.
      socket.write(body.slice(10));
      await closed;
      const status = Number(response.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0);
      attempt.status = status || 'lost';
      return response;
    },
  };
}

describe('crash safety of the real server', () => {
  it(
    'keeps every row whole when the server is killed (SIGKILL) with creates in flight',
    async () => {
      const first = await start();
      const call = await client(first);
      resources = await discover(first, call);
      expect(resources.length).toBeGreaterThan(0);
      report.push(`resources: ${resources.map((r) => r.definition.name).join(', ')}`);
      let inFlightAtKill = 0;
      await writeLoad(
        call,
        12,
        (inFlight) => {
          inFlightAtKill = inFlight;
          first.child.kill('SIGKILL');
        },
        30,
      );
      expect(await exitWithin(first, 5_000)).toEqual({ code: null, signal: 'SIGKILL' });
      expect(inFlightAtKill).toBeGreaterThan(0);
      report.push(`server killed with ${inFlightAtKill} creates in flight`);

      const second = await start();
      await verify(second, 'after SIGKILL');
    },
    START_TIMEOUT + 90_000,
  );

  it(
    'finishes creates still arriving when SIGTERM comes, then exits cleanly',
    async () => {
      const server = servers.at(-1)!;
      const signIn = await fetch(`${server.url}/api/msdashboard.v1-public/auth/login`, {
        method: 'POST',
        headers: { apikey: DEMO_API_KEY, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@proboard.local', password: DEMO_PASSWORD }),
      });
      const { access_token: token } = (await signIn.json()) as { access_token: string };
      const slow = await Promise.all(Array.from({ length: 4 }, () => slowCreate(server, token)));
      await new Promise((resolve) => setTimeout(resolve, 300));
      server.child.kill('SIGTERM');
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(server.child.exitCode, server.output()).toBeNull();
      const responses = await Promise.all(slow.map((s) => s.finish()));
      for (const response of responses) expect(response, server.output()).toMatch(/^HTTP\/1\.1 201 /);
      expect(await exitWithin(server, 20_000)).toEqual({ code: 0, signal: null });
      expect(postgresOf(sandbox.dataDir)).toEqual([]);
      expect(groupMembers(server.child.pid!)).toEqual([]);
    },
    START_TIMEOUT + 60_000,
  );

  it(
    'keeps every row whole when the machine dies (SIGKILL to server and PostgreSQL) with creates in flight',
    async () => {
      const server = await start();
      await verify(server, 'after SIGTERM');
      const call = await client(server);
      let inFlightAtKill = 0;
      await writeLoad(
        call,
        12,
        (inFlight) => {
          inFlightAtKill = inFlight;
          killGroup(server.child);
        },
        30,
      );
      await exitWithin(server, 5_000);
      await waitUntil(
        () => groupMembers(server.child.pid!).length === 0,
        10_000,
        'the killed processes to go',
      );
      report.push(`machine died with ${inFlightAtKill} creates in flight`);

      const recovered = await start();
      await verify(recovered, 'after the machine died');
      recovered.child.kill('SIGTERM');
      expect(await exitWithin(recovered, 20_000)).toEqual({ code: 0, signal: null });
      expect(postgresOf(sandbox.dataDir)).toEqual([]);
    },
    START_TIMEOUT + 90_000,
  );
});
