import { internalUsers } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { searchTextColumn, searchTextIndexes, stamp, timestamps } from '../../platform/columns.ts';
import { countries } from '../global/global.tables.ts';

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  ...timestamps,
});

export const permissions = pgTable('permissions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  ...timestamps,
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permission_id: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.role_id, t.permission_id] }), index().on(t.permission_id)],
);

export const roleGroups = pgTable('role_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  is_public: boolean('is_public').notNull().default(false),
  /** Members must answer a second factor (TOTP) at sign-in, and enrol there if they have none. */
  second_factor_required: boolean('second_factor_required').notNull().default(false),
  ...timestamps,
});

export const roleGroupRoles = pgTable(
  'role_group_roles',
  {
    role_group_id: integer('role_group_id')
      .notNull()
      .references(() => roleGroups.id, { onDelete: 'cascade' }),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.role_group_id, t.role_id] }), index().on(t.role_id)],
);

/** A profile says what kind of account this is and whether it may use the back-office at all. */
export const profiles = pgTable('profiles', {
  id: serial('id').primaryKey(),
  az_iso: text('az_iso').notNull().unique(),
  name: text('name').notNull(),
  backoffice_access: boolean('backoffice_access').notNull().default(false),
  ...timestamps,
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    surname: text('surname').notNull().default(''),
    username: text('username'),
    /** Null until an invited user sets a password through the invitation link (no sign-in before). */
    password_hash: text('password_hash'),
    status: text('status').notNull().default('active'),
    type: text('type').notNull().default('internal'),
    market: text('market'),
    profile_id: integer('profile_id')
      .notNull()
      .references(() => profiles.id),
    role_group_id: integer('role_group_id').references(() => roleGroups.id, { onDelete: 'set null' }),
    academy_id: integer('academy_id'),
    client_id: integer('client_id'),
    client_iso: text('client_iso'),
    client_name: text('client_name'),
    delivery_address_id: integer('delivery_address_id'),
    user_position_id: integer('user_position_id'),
    /** Job title shown on staff forms (section 3 "position"). */
    position: text('position'),
    country_iso: text('country_iso').references(() => countries.iso, { onUpdate: 'cascade' }),
    /** The CRM the user's customers live in (a CRM configuration's alias). */
    crm_alias: text('crm_alias'),
    /** The user's agent code in that CRM (sales agents and the customers they look after). */
    agent_code: text('agent_code'),
    // Staff, partners and customers search the same columns (USER_RESOURCES' `search`).
    search_text: searchTextColumn(internalUsers.search),
    ...timestamps,
  },
  (t) => [
    index('users_country_iso_index').on(t.country_iso),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    index().on(t.role_group_id),
    // The users lists' default order (-created_at, then id): the external users' list walks it (the
    // profile last, so its scope is checked in the index alone, also for a deep page); the staff
    // lists (a few hundred among many customers) take their profile's part of the next one.
    index('users_order_created_at_index').on(t.created_at.desc().nullsLast(), t.id, t.profile_id),
    index('users_profile_order_created_at_index').on(t.profile_id, t.created_at.desc().nullsLast(), t.id),
    // The customers' working view: one type in one market by name (list-conditions.ts' `asc nulls first`
    // order); the profile last, so the external list's scope is checked in the index alone.
    index('users_type_market_surname_index').on(
      t.type,
      t.market,
      t.surname.asc().nullsFirst(),
      t.name.asc().nullsFirst(),
      t.id,
      t.profile_id,
    ),
    ...searchTextIndexes('users', t),
  ],
);

/** Roles given to one user on top of the roles of the user's group. */
export const userRoles = pgTable(
  'user_roles',
  {
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.role_id] }), index().on(t.role_id)],
);

/**
 * Opaque bearer tokens, stored as SHA-256 hashes. A refresh creates a new row in the same family and
 * revokes the old one; presenting a revoked refresh token again revokes the whole family.
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    family_id: uuid('family_id').notNull(),
    token_hash: text('token_hash').notNull().unique(),
    refresh_hash: text('refresh_hash').notNull().unique(),
    expires_at: stamp('expires_at').notNull(),
    refresh_expires_at: stamp('refresh_expires_at').notNull(),
    revoked_at: stamp('revoked_at'),
    refreshed_at: stamp('refreshed_at'),
    ip: text('ip'),
    user_agent: text('user_agent'),
    created_at: stamp('created_at').defaultNow().notNull(),
  },
  (t) => [index().on(t.user_id), index().on(t.family_id)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    /** `reset` (forgot password) or `invitation` (a new user's first password); same one-time link. */
    purpose: text('purpose').notNull().default('reset'),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: stamp('expires_at').notNull(),
    used_at: stamp('used_at'),
    created_at: stamp('created_at').defaultNow().notNull(),
  },
  (t) => [index().on(t.user_id)],
);

/** Failed sign-ins, kept in the database so every server process sees the same count. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    created_at: stamp('created_at').defaultNow().notNull(),
  },
  (t) => [index().on(t.email, t.created_at), index().on(t.ip, t.created_at)],
);

/**
 * A user's TOTP authenticator (RFC 6238). The secret is encrypted at rest (second-factor-secret.ts)
 * and never returned after enrolment; `last_time_step` is the last accepted 30 s step, so a code is
 * accepted once. Unconfirmed until the user answers a first code.
 */
export const userSecondFactors = pgTable('user_second_factors', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret_encrypted: text('secret_encrypted').notNull(),
  confirmed_at: stamp('confirmed_at'),
  last_time_step: integer('last_time_step'),
  ...timestamps,
});

/** One-time recovery codes (argon2id hashes); a new set replaces the previous one. */
export const secondFactorRecoveryCodes = pgTable(
  'second_factor_recovery_codes',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    code_hash: text('code_hash').notNull(),
    used_at: stamp('used_at'),
    created_at: stamp('created_at').defaultNow().notNull(),
  },
  (t) => [index().on(t.user_id)],
);

/**
 * The step between a correct password and the tokens: `verify` (answer a code) or `enrol` (the
 * user's group requires a factor they do not have yet). Stored as a SHA-256; works until it is
 * answered right once or expires.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: stamp('expires_at').notNull(),
    used_at: stamp('used_at'),
    created_at: stamp('created_at').defaultNow().notNull(),
  },
  (t) => [index().on(t.user_id)],
);

export const corporateApplications = pgTable('corporate_applications', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  url: text('url').notNull(),
  image_url: text('image_url'),
  managers_only: boolean('managers_only').notNull().default(false),
  active: boolean('active').notNull().default(true),
  sort_key: integer('sort_key').notNull().default(0),
  ...timestamps,
});

/** Which role groups see a corporate application on the home screen (none: everybody). */
export const corporateApplicationRoleGroups = pgTable(
  'corporate_application_role_groups',
  {
    corporate_application_id: integer('corporate_application_id')
      .notNull()
      .references(() => corporateApplications.id, { onDelete: 'cascade' }),
    role_group_id: integer('role_group_id')
      .notNull()
      .references(() => roleGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.corporate_application_id, t.role_group_id] }),
    index().on(t.role_group_id),
  ],
);

/** Configuration ranks (`/confranks`): the tiers professional customers are classed in. */
export const ranks = pgTable('ranks', {
  id: serial('id').primaryKey(),
  az_iso: text('az_iso').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  sort_key: integer('sort_key').notNull().default(0),
  active: boolean('active').notNull().default(true),
  ...timestamps,
});
