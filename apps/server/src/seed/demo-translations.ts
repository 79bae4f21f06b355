import { sql } from 'drizzle-orm';
import { translationCatalogue } from '../modules/translations/translation-catalogue.ts';
import { publishTranslations, type Texts } from '../modules/translations/translations.service.ts';
import type { Tx } from '../platform/resources/resource-store.ts';

/**
 * The demo's translation edits: the French and Italian teams fixed texts that had been left as the
 * Spanish (or English) ones, and published them with a refresh; the Portuguese team has saved two
 * texts that wait for the next refresh. Spanish texts are left alone (the demo's screens read them).
 */
const PUBLISHED: Record<string, Texts> = {
  'web.resources.crmconfigurations.fields.end_point': { fr: 'Point d’accès', it: 'Indirizzo del servizio' },
  'web.resources.companies.fields.end_point': { fr: 'Point d’accès' },
  'web.menu.amazonmarketplaces': { fr: 'Places de marché', it: 'Marketplace Amazon' },
  'server.imports.column.marketplace': { fr: 'Place de marché' },
  'server.mail.testSent': { it: 'Email di prova inviata a {email}' },
};

const PENDING: Record<string, Texts> = {
  'web.resources.articles.tabs.general': { pt: 'Dados gerais' },
  'web.exports.entities.rates': { pt: 'Preçários' },
};

export async function seedDemoTranslations(tx: Tx) {
  const existing = await tx.execute(sql`select 1 from translation_overrides limit 1`);
  if (existing.rows.length) return;
  const { byId } = translationCatalogue();
  const admin = await tx.execute<{ id: number }>(
    sql`select id from users where email = 'admin@proboard.local'`,
  );
  const adminId = admin.rows[0]?.id ?? null;
  const save = async (texts: Record<string, Texts>) => {
    for (const [id, byLocale] of Object.entries(texts)) {
      const entry = byId.get(id);
      // A key a later release dropped is left out rather than failing the seed.
      if (!entry) continue;
      await tx.execute(sql`insert into translation_overrides (source, key, texts, updated_by)
        values (${entry.source}, ${entry.key}, ${JSON.stringify(byLocale)}::jsonb, ${adminId})`);
    }
  };
  await save(PUBLISHED);
  await publishTranslations(tx, byId, adminId);
  await save(PENDING);
}
