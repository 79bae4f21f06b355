import path from 'node:path';
import { parseArgs } from 'node:util';
import { issueMessage } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ConfigError, loadConfig } from '../config.ts';
import { createDb, ensureDatabase, startEmbeddedPostgres } from '../platform/database.ts';
import { runMigrations } from '../platform/migrate.ts';
import { chosenPassword } from '../platform/password-policy.ts';
import { hashPassword } from '../platform/passwords.ts';
import { seed } from '../seed/seed.ts';

/**
 * Creates the first administrator in production: `npm run create-admin -- --email a@b.c --name Ana`
 * with the password in ADMIN_PASSWORD (kept out of the shell history and process list).
 */
const input = z.object({
  email: z.email('--email must be a valid e-mail'),
  name: z.string().min(1, '--name is required'),
  surname: z.string().default(''),
  // The rule of every chosen password (password-policy.ts), its messages in English.
  password: chosenPassword,
});

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, name: { type: 'string' }, surname: { type: 'string' } },
  });
  const parsed = input.safeParse({ ...values, password: process.env.ADMIN_PASSWORD ?? '' });
  if (!parsed.success) {
    const said = (issue: z.core.$ZodIssue) =>
      issue.path[0] === 'password' ? `ADMIN_PASSWORD: ${issueMessage(issue, 'en')}` : issue.message;
    console.error(parsed.error.issues.map(said).join('\n'));
    console.error(
      'usage: ADMIN_PASSWORD=... npm run create-admin -- --email admin@example.com --name Ana [--surname Pérez]',
    );
    process.exit(2);
  }
  const config = loadConfig();
  let url = config.DATABASE_URL;
  let stop = async () => {};
  if (!url) {
    const embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'), config.EMBEDDED_PG_PORT);
    await ensureDatabase(embedded.url('postgres'), 'proboard');
    url = embedded.url('proboard');
    stop = embedded.stop;
  }
  const db = createDb(url, 2);
  try {
    await runMigrations(db);
    await seed(db, { demo: false });
    const { email, name, surname, password } = parsed.data;
    const passwordHash = await hashPassword(password);
    const result = await db.transaction(async (tx) => {
      await tx.execute(
        sql`insert into role_groups (name, is_public) values ('Administración', false) on conflict do nothing`,
      );
      await tx.execute(sql`insert into role_group_roles (role_group_id, role_id)
        select g.id, r.id from role_groups g, roles r where g.name = 'Administración' and r.name = 'AZ_SADMIN'
        on conflict do nothing`);
      return tx.execute<{ id: number }>(sql`
        insert into users (email, name, surname, password_hash, type, profile_id, role_group_id)
        select ${email}, ${name}, ${surname}, ${passwordHash}, 'internal',
          (select id from profiles where az_iso = 'INTERNAL'),
          (select id from role_groups where name = 'Administración')
        where not exists (select 1 from users where lower(email) = lower(${email}))
        returning id`);
    });
    if (result.rows.length === 0) {
      console.error(`A user with the e-mail ${email} already exists; nothing was changed.`);
      process.exitCode = 1;
    } else {
      console.log(`Administrator ${email} created (id ${result.rows[0]!.id}).`);
    }
  } finally {
    await db.$client.end();
    await stop();
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
