/** When a screen's chunk is gone (a new version was deployed under an open tab), reload once. */
const RELOAD_KEY = 'chunk-reload-at';
/** A second failure this soon after a reload is a real outage: show the error instead of looping. */
const QUIET_PERIOD_MS = 30_000;

const CHUNK_ERRORS =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERRORS.test(message);
}

/** Whether to reload for this error now; remembers the reload so it happens once per quiet period. */
export function shouldReloadForChunk(
  error: unknown,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  now: number,
): boolean {
  if (!isChunkLoadError(error)) return false;
  const last = Number(storage.getItem(RELOAD_KEY) ?? 0);
  if (now - last < QUIET_PERIOD_MS) return false;
  storage.setItem(RELOAD_KEY, String(now));
  return true;
}
