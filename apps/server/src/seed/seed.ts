import { EXPORT_PERMISSIONS, PERMISSIONS, ROLES } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import {
  permissions,
  profiles,
  roleGroupRoles,
  roleGroups,
  rolePermissions,
  roles,
  userRoles,
  users,
} from '../modules/access/access.tables.ts';
import { seedCountries, seedDemoCountriesAdmin } from '../modules/global/global.seed.ts';
import { loadInBulk } from '../platform/bulk-load.ts';
import type { Db } from '../platform/database.ts';
import { hashPassword } from '../platform/passwords.ts';
import type { Tx } from '../platform/resources/resource-store.ts';
import type { Storage } from '../platform/storage.ts';
import { seedDemoAccessConfig } from './demo-access-config.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, PROFILES, ROLE_GROUPS, ROLE_PERMISSIONS } from './demo-accounts.ts';
import { seedDemoAssistance } from './demo-assistance.ts';
import { seedDemoAudits } from './demo-audits.ts';
import { seedDemoCatalogue } from './demo-catalogue.ts';
import { seedDemoCatalogueContent } from './demo-catalogue-content.ts';
import { seedDemoCatalogueItems } from './demo-catalogue-items.ts';
import { seedDemoCatalogueTranslations, seedDemoTreeMedia } from './demo-catalogue-translations.ts';
import { assignDemoRegions, seedDemoCommissions } from './demo-commissions.ts';
import { seedDemoCommunication } from './demo-communication.ts';
import { seedDemoCompanies } from './demo-companies.ts';
import { seedDemoCompatibility } from './demo-compatibility.ts';
import { seedDemoCompleteness } from './demo-completeness.ts';
import { seedDemoDigitalDocs } from './demo-digital-docs.ts';
import { seedDemoExports } from './demo-exports.ts';
import { seedDemoGroupCompanies } from './demo-group-companies.ts';
import { seedDemoImports } from './demo-imports.ts';
import { seedDemoIntegrations } from './demo-integrations.ts';
import { seedDemoLogs } from './demo-logs.ts';
import { seedDemoMarketplace } from './demo-marketplace.ts';
import { seedDemoMedia } from './demo-media.ts';
import { seedDemoNews } from './demo-news.ts';
import { seedDemoOauthClients } from './demo-oauth.ts';
import { seedDemoOrders } from './demo-orders.ts';
import { seedDemoPeople } from './demo-people.ts';
import { seedDemoQr } from './demo-qr.ts';
import { seedDemoRenewals } from './demo-renewals.ts';
import { seedDemoReturns } from './demo-returns.ts';
import { seedDemoShipments } from './demo-shipments.ts';
import { seedDemoTickets } from './demo-tickets.ts';
import { seedDemoTpv } from './demo-tpv.ts';
import { seedDemoTranslations } from './demo-translations.ts';
import { seedDemoWarranties } from './demo-warranties.ts';
import { seedDemoWikiZones } from './demo-wiki-zones.ts';

/**
 * Idempotent: the role and permission catalogue always (it is part of the product); demo groups,
 * accounts and data only in demo mode. Existing rows are left as the users changed them.
 */
/** `storage`: where demo files go (media resources); without it, only demo data that needs no file. */
export async function seed(db: Db, options: { demo: boolean; storage?: Storage }) {
  await db.transaction(async (tx) => {
    // Two processes starting on one new database seed one after the other: the second finds the rows.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    await tx
      .insert(profiles)
      .values([...PROFILES])
      .onConflictDoNothing();
    await tx
      .insert(roles)
      .values(ROLES.map((r) => ({ name: r.name, description: r.description })))
      .onConflictDoNothing();
    await tx
      .insert(permissions)
      .values(
        [...PERMISSIONS, ...EXPORT_PERMISSIONS].map((p) => ({ name: p.name, description: p.description })),
      )
      .onConflictDoNothing();
    // The super admin carries every permission, so lists of "who may" read true in the admin screens.
    await tx.execute(sql`
      insert into role_permissions (role_id, permission_id)
      select r.id, p.id from roles r cross join permissions p where r.name = 'AZ_SADMIN'
      on conflict do nothing`);
    // Countries and regions are reference data of the product, like the role catalogue.
    await seedCountries(tx, options);
    if (!options.demo) return;
    // A first demo seed (no demo account yet) loads thousands of rows in small statements: the
    // triggers that count them and index their words are suspended and their work done once after.
    // Later starts find the rows and write little: triggers stay on. Either way one transaction, so
    // a start that fails half-way leaves no half-seeded database behind.
    const first = await tx.execute(
      sql`select 1 from ${users} where lower(email) = ${DEMO_ACCOUNTS[0]!.email}`,
    );
    if (first.rows.length === 0) await loadInBulk(tx, () => seedDemo(tx, options.storage));
    else await seedDemo(tx, options.storage);
  });
}

/** Advisory lock key of the seed (the migrations' is 724001). */
const SEED_LOCK = 724002;

async function seedDemo(tx: Tx, storage: Storage | undefined) {
  for (const [role, names] of Object.entries(ROLE_PERMISSIONS)) {
    await tx.execute(sql`
      insert into ${rolePermissions} (role_id, permission_id)
      select r.id, p.id from ${roles} r join ${permissions} p on p.name = any(${sql.param(names)}::text[])
      where r.name = ${role} on conflict do nothing`);
  }
  for (const group of ROLE_GROUPS) {
    await tx
      .insert(roleGroups)
      .values({ name: group.name, is_public: group.is_public })
      .onConflictDoNothing();
    await tx.execute(sql`
      insert into ${roleGroupRoles} (role_group_id, role_id)
      select g.id, r.id from ${roleGroups} g join ${roles} r on r.name = any(${sql.param(group.roles)}::text[])
      where g.name = ${group.name} on conflict do nothing`);
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const account of DEMO_ACCOUNTS) {
    const inserted = await tx.execute<{ id: number }>(sql`
      insert into ${users} (email, name, surname, username, password_hash, type, market, profile_id, role_group_id, client_iso, client_name)
      select ${account.email}, ${account.name}, ${account.surname}, ${account.email.split('@')[0]}, ${passwordHash},
        ${account.profile === 'PROFESSIONAL' ? 'PRO' : 'internal'}, 'ES',
        (select id from ${profiles} where az_iso = ${account.profile}),
        (select id from ${roleGroups} where name = ${account.group}), 'AZES', 'Airzone España'
      where not exists (select 1 from ${users} where lower(email) = ${account.email})
      returning id`);
    const id = inserted.rows[0]?.id;
    if (id && account.extraRoles?.length) {
      await tx.execute(sql`
        insert into ${userRoles} (user_id, role_id)
        select ${id}, r.id from ${roles} r where r.name = any(${sql.param(account.extraRoles)}::text[]) on conflict do nothing`);
    }
  }
  await seedDemoCatalogue(tx);
  await seedDemoMedia(tx, storage);
  await seedDemoCatalogueContent(tx);
  await seedDemoCatalogueTranslations(tx);
  await seedDemoTreeMedia(tx);
  await seedDemoCatalogueItems(tx, storage);
  await seedDemoMarketplace(tx);
  await seedDemoCompleteness(tx);
  await seedDemoDigitalDocs(tx);
  await seedDemoPeople(tx, passwordHash);
  await seedDemoCompanies(tx);
  await seedDemoIntegrations(tx);
  await seedDemoAccessConfig(tx);
  await seedDemoCountriesAdmin(tx, passwordHash);
  await seedDemoReturns(tx);
  await seedDemoAssistance(tx);
  await seedDemoTickets(tx);
  await seedDemoWarranties(tx);
  await seedDemoRenewals(tx);
  // After returns and warranties: their pickups.
  await seedDemoShipments(tx);
  // Before the orders, which take their company's region (commissions are reckoned per region).
  await assignDemoRegions(tx);
  await seedDemoOrders(tx, storage);
  await seedDemoCommissions(tx);
  await seedDemoOauthClients(tx);
  await seedDemoCompatibility(tx);
  await seedDemoImports(tx, storage);
  await seedDemoExports(tx, storage);
  await seedDemoNews(tx);
  await seedDemoQr(tx);
  await seedDemoWikiZones(tx, storage);
  // The group's companies (their markets are the demo markets) and the card payments of the orders.
  await seedDemoGroupCompanies(tx);
  await seedDemoTpv(tx);
  await seedDemoTranslations(tx);
  // After returns, warranties, shipments and tickets: the notifications link to them.
  await seedDemoCommunication(tx);
  // After orders and companies: the warnings' checks read them.
  await seedDemoLogs(tx);
  // Last: the trail of the demo's own records.
  await seedDemoAudits(tx);
}
