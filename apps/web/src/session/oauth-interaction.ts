import { gateway } from '../api/gateway.ts';

/** The provider's login interaction: it sent the browser to `/login?interaction=<uid>`. */
const INTERACTION = /^[A-Za-z0-9_-]{1,64}$/;

export function interactionFromSearch(search: string): string | null {
  const uid = new URLSearchParams(search).get('interaction');
  return uid && INTERACTION.test(uid) ? uid : null;
}

/**
 * After a sign-in on /login that the login service asked for: tells the server who signed in and
 * leaves for the provider, which sends the browser on to the application that asked (with its code).
 * False when there is no interaction (an ordinary sign-in) or it cannot continue.
 */
export async function continueLoginInteraction(search = window.location.search): Promise<boolean> {
  const uid = interactionFromSearch(search);
  if (!uid) return false;
  const answer = await gateway.post<{ redirect_to: string }>(
    `mslogin.v1/oauth/interactions/${encodeURIComponent(uid)}/login`,
  );
  const target = answer.ok ? answer.content?.redirect_to : undefined;
  // Only our own provider's resume endpoint: never a URL an answer could point elsewhere.
  if (!target || new URL(target, window.location.origin).origin !== window.location.origin) return false;
  window.location.assign(target);
  return true;
}
