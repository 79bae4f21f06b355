import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { routeTitle } from '../routing/route-title.ts';
import { useOptionalCurrentRoute } from '../routing/use-current-route.ts';

/** The tab names the screen: 'Fabricantes › Nuevo · PRO board'; home is the app name alone. */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const route = useOptionalCurrentRoute();
  useEffect(() => {
    const app = t('app.name');
    document.title = route && route.name !== 'home' ? `${routeTitle(t, route)} · ${app}` : app;
  }, [route, t]);
}
