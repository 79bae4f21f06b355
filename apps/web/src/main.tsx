import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { config as zodConfig } from 'zod/v4/core';
import { App } from './app/App.tsx';
import { prepareEntryUrl } from './app/entry/prepare-entry-url.ts';
import { registerNavigator } from './app/navigation.ts';
import { createAppRouter } from './app/router.tsx';
import { trackCommittedLocation } from './app/routing/location-history.ts';
import { i18n, initI18n } from './i18n/i18n.ts';
import { currentLocalePreference } from './i18n/locale-preference.ts';

// zod compiles object schemas with `new Function` once it has probed that eval works; the server's
// CSP refuses eval, so every page load logged a violation. The interpreter is fast enough for forms.
zodConfig({ jitless: true });

async function start(): Promise<void> {
  const locale = currentLocalePreference();
  // The router runs the first route's guard as soon as it exists, and guards may toast: texts first.
  await initI18n(locale);
  document.documentElement.lang = locale;
  document.title = i18n.t('app.name');

  prepareEntryUrl();
  const router = createAppRouter();
  trackCommittedLocation(router);
  registerNavigator((to) => router.navigate(to));

  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
}

void start();
