/**
 * An indoor-unit model reference as a key: without spaces, dashes, dots or any other separator, upper
 * case, accents dropped ("FXSQ-50 A" and "fxsq50a" are one model, FXSQ50A). Two models of a
 * manufacturer may not share a key, and the look-up compares what the agent types by the same key.
 */
export function modelKey(reference: string): string {
  return reference
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]/gu, '')
    .toUpperCase();
}

/**
 * The words of a look-up ("daikin fxsq50", "FXSQ-50A"), each as a key: a word is a piece of the
 * manufacturer's name or of the model's key. Empty keys (a lone dash) are dropped.
 */
export function lookupWords(typed: string): string[] {
  return typed
    .split(/\s+/)
    .map(modelKey)
    .filter((word) => word.length > 0)
    .slice(0, 8);
}
