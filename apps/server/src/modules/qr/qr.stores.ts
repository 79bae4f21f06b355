import { qrRedirections, qrRedirectionsLegacy } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { ResourceStore, Row, Tx } from '../../platform/resources/resource-store.ts';

const UNKNOWN_REFERENCE = 'validations.in_array';

/** The people's scans of a code (robots apart), as the lists show them. */
const scansWhere = (column: 'redirection_id' | 'legacy_id') =>
  `(select coalesce(sum(s.scans), 0)::int from qr_scan_days s where s.${column} = t.id and not s.bot)`;

const blankToNull = (body: Row, keys: readonly string[]): Row =>
  Object.fromEntries(
    keys
      .filter((key) => key in body)
      .map((key) => [key, typeof body[key] === 'string' && !(body[key] as string).trim() ? null : body[key]]),
  );

type Translations = Record<string, { seo_title?: string; seo_description?: string; link?: string }>;

/** Blank texts dropped from each language (an empty link is no link), languages left empty dropped. */
function cleanTranslations(value: unknown): Translations {
  return Object.fromEntries(
    Object.entries((value ?? {}) as Translations)
      .map(([language, texts]) => [
        language,
        Object.fromEntries(
          Object.entries(texts).filter(([, text]) => typeof text === 'string' && text.trim()),
        ),
      ])
      .filter(([, texts]) => Object.keys(texts as object).length > 0),
  );
}

const OPTIONAL_TEXTS = [
  'description',
  'seo_image_url',
  'link_ios',
  'link_android',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
] as const;

function prepareRedirection(body: Row): Row {
  return {
    ...body,
    ...blankToNull(body, OPTIONAL_TEXTS),
    ...('markets' in body && {
      markets: [...new Set((body.markets as number[]) ?? [])].sort((a, b) => a - b),
    }),
    ...('languages' in body && { languages: [...new Set((body.languages as string[]) ?? [])].sort() }),
    ...('translations' in body && { translations: cleanTranslations(body.translations) }),
  };
}

async function validateRedirection(tx: Tx, body: Row): Promise<Record<string, string[]>> {
  const markets = (body.markets as number[] | undefined) ?? [];
  if (markets.length === 0) return {};
  const found = await tx.execute<{ n: number }>(
    sql`select count(*)::int as n from markets where id = any(${sql.param(markets)}::int[])`,
  );
  return found.rows[0]!.n === markets.length ? {} : { markets: [UNKNOWN_REFERENCE] };
}

/**
 * The stores of both resources, made per app with what its redirect remembers: any write forgets
 * the remembered codes within its transaction (the trigger's notification follows on commit, for
 * the other processes and for a scan that read in between).
 */
export function qrStores(forget: () => void) {
  const forgetting = {
    afterWrite: async () => forget(),
    validateDelete: async () => {
      forget();
      return {};
    },
  };

  const redirections: ResourceStore = {
    definition: qrRedirections,
    table: 'qr_redirections',
    writable: [
      'az_iso',
      'active',
      'type',
      'description',
      'seo_image_url',
      'markets',
      'languages',
      'link_default',
      'link_ios',
      'link_android',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'utm_term',
      'utm_content',
      'translations',
    ],
    json: ['translations'],
    computed: { scans: scansWhere('redirection_id') },
    uniques: { qr_redirections_az_iso_unique: 'az_iso' },
    hooks: { prepare: prepareRedirection, validate: validateRedirection, ...forgetting },
  };

  const legacy: ResourceStore = {
    definition: qrRedirectionsLegacy,
    table: 'qr_redirections_legacy',
    writable: ['code', 'active', 'description', 'destination_url'],
    computed: {
      scans: scansWhere('legacy_id'),
      redirection_az_iso: '(select r.az_iso from qr_redirections r where r.id = t.redirection_id)',
    },
    uniques: { qr_redirections_legacy_code_unique: 'code' },
    hooks: { prepare: (body) => ({ ...body, ...blankToNull(body, ['description']) }), ...forgetting },
  };

  return { redirections, legacy };
}
