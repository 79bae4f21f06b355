import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '../platform/resources/resource-store.ts';

/**
 * The demo's people: a staff of about forty across the demo role groups, ten partners and a few
 * hundred professional and final customers, some with a sign-in history, a few still invited (no
 * password). Names are drawn in a fixed order, so every seeded database has the same people.
 */

const FIRST_NAMES = {
  ES: [
    'Lucía',
    'Javier',
    'Carmen',
    'Alejandro',
    'Marta',
    'Pablo',
    'Elena',
    'Sergio',
    'Nuria',
    'Álvaro',
    'Irene',
    'Raúl',
  ],
  FR: ['Camille', 'Julien', 'Manon', 'Thomas', 'Chloé', 'Nicolas', 'Léa', 'Antoine'],
  IT: ['Giulia', 'Marco', 'Francesca', 'Luca', 'Chiara', 'Matteo', 'Sara', 'Davide'],
  PT: ['Inês', 'João', 'Beatriz', 'Tiago', 'Mariana', 'Rui', 'Catarina', 'Pedro'],
} as const;
const SURNAMES = {
  ES: [
    'García Ruiz',
    'Fernández López',
    'Martínez Soler',
    'Sánchez Vidal',
    'Romero Gil',
    'Navarro Prieto',
    'Torres Ibáñez',
    'Domínguez Roca',
  ],
  FR: ['Martin', 'Bernard', 'Dubois', 'Lefèvre', 'Moreau', 'Laurent'],
  IT: ['Rossi', 'Bianchi', 'Romano', 'Colombo', 'Ricci', 'Greco'],
  PT: ['Silva', 'Santos', 'Ferreira', 'Pereira', 'Costa', 'Oliveira'],
} as const;
type Country = keyof typeof FIRST_NAMES;
const COUNTRIES: Country[] = ['ES', 'ES', 'ES', 'FR', 'IT', 'PT'];

/** Staff per demo group: how many and the positions they hold. */
const STAFF = [
  {
    group: 'Administración',
    count: 3,
    positions: ['Responsable de sistemas', 'Administradora de la plataforma'],
  },
  {
    group: 'Catálogo',
    count: 12,
    positions: ['Product manager', 'Técnico de producto', 'Responsable de catálogo'],
  },
  {
    group: 'Catálogo (solo lectura)',
    count: 10,
    positions: ['Comercial', 'Delegado de zona', 'Key account manager'],
  },
  {
    group: 'Posventa',
    count: 15,
    positions: ['Técnica de posventa', 'Soporte técnico', 'Responsable de garantías'],
  },
] as const;
const PARTNER_COMPANIES = ['climatec-levante', 'frio-norte', 'thermiservice', 'clima-sud'] as const;
const EXTERNAL_USERS = 300;

const ascii = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.');

interface Person {
  email: string;
  name: string;
  surname: string;
  country: Country;
  position: string | null;
  group: string | null;
  profile: 'INTERNAL' | 'PARTNER' | 'PROFESSIONAL' | 'FINAL';
  type: string;
  clientId: number | null;
  invited: boolean;
  inactive: boolean;
}

function personAt(
  index: number,
  domain: string,
  fields: Omit<Person, 'email' | 'name' | 'surname' | 'country'>,
) {
  const country = COUNTRIES[index % COUNTRIES.length]!;
  const names = FIRST_NAMES[country];
  const surnames = SURNAMES[country];
  const name = names[index % names.length]!;
  const surname = surnames[Math.floor(index / names.length) % surnames.length]!;
  const email = `${ascii(name)}.${ascii(surname)}${index}@${domain}`;
  return { email, name, surname, country, ...fields };
}

function demoPeople(): Person[] {
  const people: Person[] = [];
  let index = 0;
  for (const group of STAFF) {
    for (let n = 0; n < group.count; n++, index++) {
      people.push(
        personAt(index, 'staff.example.com', {
          position: group.positions[n % group.positions.length]!,
          group: group.group,
          profile: 'INTERNAL',
          type: 'internal',
          clientId: null,
          invited: n === group.count - 1,
          inactive: n === 1 && group.group === 'Posventa',
        }),
      );
    }
  }
  for (let n = 0; n < 10; n++, index++) {
    people.push(
      personAt(index, `${PARTNER_COMPANIES[n % PARTNER_COMPANIES.length]}.example`, {
        position: 'Instalador partner',
        group: n % 2 === 0 ? 'Posventa' : 'Catálogo (solo lectura)',
        profile: 'PARTNER',
        type: 'partner',
        clientId: null,
        invited: n === 9,
        inactive: false,
      }),
    );
  }
  for (let n = 0; n < EXTERNAL_USERS; n++, index++) {
    const pro = n % 3 !== 0;
    people.push(
      personAt(index, pro ? 'instaladores.example.org' : 'correo.example.org', {
        position: pro ? 'Instalador' : null,
        group: pro ? 'Profesionales' : null,
        profile: pro ? 'PROFESSIONAL' : 'FINAL',
        type: pro ? 'PRO' : 'FINAL',
        clientId: pro ? 10_000 + (n % 120) : null,
        invited: false,
        inactive: n % 25 === 0,
      }),
    );
  }
  return people;
}

const BROWSERS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Safari/605.1.15',
  'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
];

/** A few weeks of past sign-ins (long expired tokens) and a failed attempt now and then. */
async function signInHistory(tx: Tx, userId: number, email: string, seed: number) {
  for (let day = 1; day <= 6; day++) {
    const hash = () => randomBytes(32).toString('hex');
    const at = sql`now() - ${`${day * 3 + (seed % 3)} days`}::interval`;
    await tx.execute(sql`
      insert into access_tokens (user_id, family_id, token_hash, refresh_hash, expires_at, refresh_expires_at, revoked_at, ip, user_agent, created_at)
      values (${userId}, ${randomUUID()}, ${hash()}, ${hash()}, ${at} + interval '15 minutes', ${at} + interval '8 hours',
        ${at} + interval '8 hours', ${`192.0.2.${(seed * 7 + day) % 250}`}, ${BROWSERS[(seed + day) % BROWSERS.length]!}, ${at})`);
  }
  if (seed % 4 === 0) {
    await tx.execute(sql`insert into login_failures (email, ip, created_at)
      values (${email}, ${`198.51.100.${seed % 250}`}, now() - interval '2 hours')`);
  }
}

export async function seedDemoPeople(tx: Tx, passwordHash: string) {
  const people = demoPeople();
  const inserted = await tx.execute<{ id: number; email: string }>(sql`
    insert into users (email, name, surname, username, password_hash, status, type, market, country_iso, position,
      profile_id, role_group_id, client_id)
    select p.email, p.name, p.surname, split_part(p.email, '@', 1),
      case when p.invited then null else ${passwordHash} end,
      case when p.inactive then 'inactive' else 'active' end,
      p.type, p.country, p.country, p.position,
      (select id from profiles where az_iso = p.profile),
      (select id from role_groups where name = p.grp),
      p.client_id
    from unnest(
      ${sql.param(people.map((p) => p.email))}::text[], ${sql.param(people.map((p) => p.name))}::text[],
      ${sql.param(people.map((p) => p.surname))}::text[], ${sql.param(people.map((p) => p.country))}::text[],
      ${sql.param(people.map((p) => p.position))}::text[], ${sql.param(people.map((p) => p.group))}::text[],
      ${sql.param(people.map((p) => p.profile))}::text[], ${sql.param(people.map((p) => p.type))}::text[],
      ${sql.param(people.map((p) => p.clientId))}::int[], ${sql.param(people.map((p) => p.invited))}::bool[],
      ${sql.param(people.map((p) => p.inactive))}::bool[]
    ) as p(email, name, surname, country, position, grp, profile, type, client_id, invited, inactive)
    on conflict (lower(email)) do nothing
    returning id, email`);
  // Staff and partners who have signed in before get a history (customers never use the board).
  const staffEmails = new Set(
    people
      .filter((p) => (p.profile === 'INTERNAL' || p.profile === 'PARTNER') && !p.invited)
      .map((p) => p.email),
  );
  let seed = 0;
  for (const row of inserted.rows) {
    if (staffEmails.has(row.email)) await signInHistory(tx, row.id, row.email, seed++);
  }
}
