import { type Locale, TRANSLATIONS_PUBLISHED_PATH } from '@proboard/domain';
import { gateway } from '../api/gateway.ts';
import { storedToken } from '../session/session-storage.ts';
import { catalogues } from './catalogues.ts';
import { currentLocale, i18n } from './i18n.ts';

/**
 * The texts edited on the translations screen and published by its refresh, laid over the bundle
 * of the signed-in app (never the sign-in's: /login keeps its download, and its texts). A running
 * screen picks up a new publication when it comes back into view (at most once a minute), every
 * five minutes, and at once in the tab that refreshed; each time every text whose override went
 * away gets its bundle's text back.
 */

const ENDPOINT = `msdashboard.v1/${TRANSLATIONS_PUBLISHED_PATH}` as const;
/** How old the applied texts may be when the screen comes back into view. */
const STALE_MS = 60_000;
const POLL_MS = 5 * 60_000;

interface Applied {
  locale: Locale;
  version: number;
  texts: Readonly<Record<string, string>>;
  at: number;
}

let applied: Applied | null = null;
let loading: Promise<void> | null = null;
let watching = false;

type Tree = { readonly [key: string]: unknown };

/** A dotted key's text in a nested bundle. */
function bundleText(bundle: Tree, key: string): string | undefined {
  let node: unknown = bundle;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Tree)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Puts `texts` over the bundle of `locale`, restoring the keys the previous texts had and these lack. */
async function apply(locale: Locale, version: number, texts: Record<string, string>) {
  const before = applied?.locale === locale ? applied.texts : {};
  const bundle = (await catalogues[locale]()) as unknown as Tree;
  let changed = false;
  for (const key of Object.keys(before)) {
    if (key in texts) continue;
    const original = bundleText(bundle, key);
    if (original !== undefined) i18n.addResource(locale, 'translation', key, original, { silent: true });
    changed = true;
  }
  for (const [key, text] of Object.entries(texts)) {
    // A key this release no longer has is left alone: i18next would make it up.
    if (bundleText(bundle, key) === undefined) continue;
    if (before[key] === text) continue;
    i18n.addResource(locale, 'translation', key, text, { silent: true });
    changed = true;
  }
  applied = { locale, version, texts, at: Date.now() };
  // Every mounted `useTranslation` renders again with the new texts.
  if (changed) await i18n.changeLanguage(locale);
}

async function load() {
  if (!storedToken()) return;
  const locale = currentLocale();
  const response = await gateway.get<{ version: number; texts: Record<string, string> }>(ENDPOINT, {
    query: { locale },
    expireOnUnauthorized: false,
  });
  if (!response.ok) return;
  const { version, texts } = response.content;
  if (applied && applied.locale === locale && applied.version === version) {
    applied = { ...applied, at: Date.now() };
    return;
  }
  await apply(locale, version, texts ?? {});
}

/**
 * Fetches the published texts and lays them over the bundle (once the signed-in bundle is loaded).
 * `force`: even if fetched a moment ago (the tab that has just refreshed). Never fails: without them
 * the screens show their bundle's texts.
 */
export function loadPublishedTexts(options: { force?: boolean } = {}): Promise<void> {
  watch();
  if (!options.force && applied && Date.now() - applied.at < STALE_MS) return Promise.resolve();
  loading ??= load()
    .catch(() => {})
    .finally(() => {
      loading = null;
    });
  return loading;
}

function watch() {
  if (watching || typeof document === 'undefined') return;
  watching = true;
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void loadPublishedTexts();
  });
  window.addEventListener('focus', () => void loadPublishedTexts());
  setInterval(() => void loadPublishedTexts({ force: true }), POLL_MS);
}

/** The version of the texts applied now (0: none yet), for tests and the translations screen. */
export const appliedTextsVersion = () => applied?.version ?? 0;
