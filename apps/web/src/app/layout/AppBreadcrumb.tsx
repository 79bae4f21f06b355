import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { canOpenRoute } from '@proboard/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { messageKey } from '../../i18n/messages.ts';
import { useCurrentUser } from '../../session/use-current-user.ts';
import { useOptionalCurrentRoute } from '../routing/use-current-route.ts';
import { buildBreadcrumb } from './build-breadcrumb.ts';

export function AppBreadcrumb() {
  const { t } = useTranslation();
  const route = useOptionalCurrentRoute();
  const params = useParams();
  const user = useCurrentUser();
  const crumbs = useMemo(
    () => (route ? buildBreadcrumb(route, params, (step) => (user ? canOpenRoute(step, user) : false)) : []),
    [route, params, user],
  );
  if (crumbs.length === 0) return null;
  return (
    <nav aria-label={t('layout.breadcrumb')}>
      <Breadcrumbs separator="›" separatorMargin={6} fz="sm" mb="sm">
        {crumbs.map((crumb, index) => {
          const label = t(messageKey(crumb.labelKey));
          const last = index === crumbs.length - 1;
          if (last) {
            return (
              <Text key={crumb.labelKey} size="sm" c="gray.8" aria-current="page">
                {label}
              </Text>
            );
          }
          return crumb.to ? (
            <Anchor key={crumb.labelKey} component={Link} to={crumb.to} size="sm">
              {label}
            </Anchor>
          ) : (
            <Text key={crumb.labelKey} size="sm" c="gray.7">
              {label}
            </Text>
          );
        })}
      </Breadcrumbs>
    </nav>
  );
}
