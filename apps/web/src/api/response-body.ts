export interface Logger {
  warn(message: string, ...details: unknown[]): void;
}

/**
 * Reads a response body only when it is non-empty JSON. A body that does not parse is logged and
 * treated as empty (spec section 7, DELETE), which also keeps HTML error pages of proxies out of
 * the callers' way.
 */
export async function readJsonBody(response: Response, logger: Logger): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return null;
  const type = response.headers.get('content-type') ?? '';
  if (!/[/+]json\b/i.test(type)) return null;
  const text = await response.text();
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch (error) {
    logger.warn(`Unreadable JSON from ${response.url || 'the gateway'}`, error);
    return null;
  }
}
