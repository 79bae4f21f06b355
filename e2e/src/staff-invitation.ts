import type { Page } from 'playwright-core';
import { choose, field, pathIs } from './catalogue/screen.ts';
import { onPath } from './login-page.ts';
import { waitForMail } from './mailbox.ts';

export interface Colleague {
  email: string;
  name: string;
  surname: string;
  /** The role group as the select lists it. */
  group: string;
}

/**
 * An administrator (already signed in on `page`) creates an internal user through the screens and
 * sends the invitation; returns the token of the link the invitation e-mail carries.
 */
export async function inviteColleague(page: Page, dataDir: string, colleague: Colleague): Promise<string> {
  await page.goto('/internalusers/create');
  await field(page, 'E-mail').fill(colleague.email);
  await field(page, 'Nombre').fill(colleague.name);
  await field(page, 'Apellidos').fill(colleague.surname);
  await choose(page, page.getByRole('combobox', { name: 'Grupo de roles' }), colleague.group);
  const since = Date.now();
  await page.getByRole('button', { name: 'Guardar', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Enviar invitación' }).click();
  await page.waitForURL(pathIs(/^\/internalusers\/\d+$/));
  const mail = await waitForMail(dataDir, colleague.email, since);
  const token = /\/login\/password\/reset\?client_id=23&token=([\w-]+)/.exec(mail)?.[1];
  if (!token) throw new Error(`no invitation link in the e-mail to ${colleague.email}`);
  return token;
}

/** Opens the invitation link and chooses the password; ends on /login. */
export async function acceptInvitation(page: Page, token: string, password: string): Promise<void> {
  await page.goto(`/login/password/reset?client_id=23&token=${token}`);
  await page.getByLabel(/^Nueva contraseña/).fill(password);
  await page.getByLabel(/^Repite la nueva contraseña/).fill(password);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await page.waitForURL(onPath('/login'));
}
