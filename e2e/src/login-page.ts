import type { Page } from 'playwright-core';

/** The sign-in screen as a user sees it, in the default locale (es). */
export function loginPage(page: Page) {
  const email = page.getByLabel('E-mail');
  // The label reads 'Contraseña *' when required; the show/hide button's name also contains 'contraseña'.
  const password = page.getByLabel(/^Contraseña/);
  // Exact: the single sign-on button's name also starts with 'Entrar'.
  const submit = page.getByRole('button', { name: 'Entrar', exact: true });
  return {
    email,
    password,
    submit,
    async signIn(credentials: { email: string; password: string }) {
      await email.fill(credentials.email);
      await password.fill(credentials.password);
      await submit.click();
    },
  };
}

export const onPath = (pathname: string) => (url: URL) => url.pathname === pathname;

export function storedItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => localStorage.getItem(name), key);
}
