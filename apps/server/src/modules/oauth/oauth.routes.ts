import { guardForAction, oauthClients } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit.ts';
import { notFound, TranslatedError, unauthorized } from '../../platform/errors.ts';
import { route } from '../../platform/gateway.ts';
import { readRecord, resourceRoutes } from '../../platform/resources/resource-routes.ts';
import { issueTokensForSignedInUser } from '../access/auth.service.ts';
import { BOARD_CLIENT_ID, ensureBoardClient } from './board-client.ts';
import { hashBasicSecret } from './client-secret.ts';
import { oauthClientStore, replaceSecret } from './oauth-clients.store.ts';
import { createOidcProvider, OIDC_PATH } from './oidc-provider.ts';

const clientId = z.object({ id: z.string().min(1).max(100) });
const interactionUid = z.object({ uid: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

/**
 * Mounts the provider under /oidc: Fastify hands it the raw request untouched (no body parsing, so
 * the provider reads its own form bodies), after hashing a client's Basic secret (client-secret.ts).
 */
async function mountProvider(app: FastifyInstance, provider: Provider) {
  const callback = provider.callback();
  await app.register(
    async (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_req, _payload, done) => done(null, undefined));
      scope.all('/*', { schema: { hide: true } }, async (req, reply) => {
        const raw = req.raw as typeof req.raw & { originalUrl?: string };
        raw.headers.authorization = hashBasicSecret(raw.headers.authorization);
        if (raw.headers.authorization === undefined) delete raw.headers.authorization;
        // The provider finds its mount path from the full URL and the URL below it.
        raw.originalUrl = raw.url;
        raw.url = raw.url!.slice(OIDC_PATH.length) || '/';
        reply.hijack();
        await callback(raw, reply.raw);
      });
    },
    { prefix: OIDC_PATH },
  );
}

/**
 * OAuth clients (the kit's resource plus "rotate secret"), the login service's OAuth 2.0 / OpenID
 * provider under /oidc, the SPA's end of its login interaction, and the board's own code exchange.
 */
export async function oauthRoutes(app: FastifyInstance) {
  const { db, config } = app.appContext;
  resourceRoutes(app, oauthClientStore);

  route(app, {
    method: 'POST',
    service: 'mslogin',
    path: `${oauthClients.apiPath}/:id/rotate-secret`,
    guard: guardForAction(oauthClients.name, 'edit'),
    summary: 'Give a confidential client a new secret, shown once in this answer; the old one stops working',
    params: clientId,
    handler: async ({ params, app: ctx, actor, t }) => {
      const record = await ctx.db.transaction(async (tx) => {
        const existing = await readRecord(tx, oauthClientStore, params.id, true);
        if (!existing) throw notFound();
        if (existing.client_type !== 'confidential') {
          throw new TranslatedError(422, 'errors.invalidForm', { client_type: [t('validations.in_array')] });
        }
        await replaceSecret(tx, Number(existing.id));
        await tx.execute(sql`update oauth_clients set updated_at = now() where id = ${Number(existing.id)}`);
        const rotated = (await readRecord(tx, oauthClientStore, String(existing.id)))!;
        await recordAudit(tx, actor, {
          event: 'updated',
          type: oauthClients.name,
          id: Number(existing.id),
          before: { client_secret: 'old' },
          after: { client_secret: 'new' },
        });
        return rotated;
      });
      return { [oauthClients.singular]: record };
    },
  });

  await ensureBoardClient(db, config.PUBLIC_URL);
  const provider = await createOidcProvider(db, config);
  await mountProvider(app, provider);

  route(app, {
    method: 'POST',
    service: 'mslogin',
    path: 'oauth/interactions/:uid/login',
    guard: 'auth',
    summary:
      'Finish a sign-in the login service asked for (the provider sent the browser to /login?interaction=…) as the signed-in user; answers where the browser goes on',
    params: interactionUid,
    handler: async ({ params, user, reply }) => {
      const interaction = await provider.Interaction.find(params.uid);
      if (!interaction) throw new TranslatedError(404, 'errors.signInRequestExpired');
      // What provider.interactionFinished does, keyed by the uid instead of the interaction cookie
      // (that cookie's path is /login, so it never reaches the API); the provider still resumes
      // only in the browser holding the interaction's own resume cookie.
      interaction.result = { ...interaction.lastSubmission, login: { accountId: String(user!.id) } };
      await interaction.save(Math.max(interaction.exp - Math.floor(Date.now() / 1000), 1));
      reply.header('cache-control', 'no-store');
      return { redirect_to: interaction.returnTo };
    },
  });

  route(app, {
    method: 'POST',
    service: 'mslogin',
    version: 'v1-public',
    path: 'auth/token',
    guard: 'public',
    summary:
      "Exchange the provider's access token of the board's own client (from its code exchange at /callback) for our session pair; works once",
    body: z.strictObject({ access_token: z.string().min(1).max(200) }),
    handler: async ({ body, app: ctx, req, reply }) => {
      reply.header('cache-control', 'no-store');
      const token = await provider.AccessToken.find(body.access_token);
      if (!token || token.clientId !== BOARD_CLIENT_ID || !token.accountId) throw unauthorized();
      // One session per sign-in: the provider's token is spent here, by whichever request deletes it.
      const spent = await ctx.db.execute(
        sql`delete from oidc_payloads where model = 'AccessToken' and id = ${token.jti}`,
      );
      if (spent.rowCount !== 1) throw unauthorized();
      return issueTokensForSignedInUser(ctx.db, ctx.config, Number(token.accountId), {
        ip: req.ip,
        userAgent: req.headers['user-agent']?.slice(0, 500) ?? null,
      });
    },
  });
}
