import { Tabs } from '@mantine/core';
import { buildPath, canOpenRoute, ROUTES } from '@proboard/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useCurrentUser } from '../../session/use-current-user.ts';
import { resourceTitle } from '../text/translate.ts';

interface ParentTabsProps {
  /** The route whose screen hosts the tabs (`companies-details`). */
  parentRoute: string;
  /** The parent's route parameters (`{ id: '12' }`). */
  params: Record<string, string>;
  /** The resource of the tab shown, or null on the parent's own screen. */
  active: string | null;
}

/**
 * The tabs of a parent record (a company's users, addresses, orders, discounts, tickets): one tab per
 * child list route the route table hosts under the parent, shown when the user may open it. Each tab
 * is a link to its nested route, so the URL says which tab is open.
 */
export function ParentTabs({ parentRoute, params, active }: ParentTabsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const tabs = ROUTES.filter((r) => r.parent === parentRoute && r.action === 'list').filter((r) =>
    canOpenRoute(r, user ?? null),
  );
  if (!tabs.length) return null;
  return (
    <Tabs
      value={active}
      onChange={(resource) => {
        const tab = tabs.find((r) => r.resource === resource);
        if (tab) void navigate(buildPath(tab.name, params));
      }}
      mt="md"
      mb="md"
    >
      <Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Tab key={tab.resource} value={tab.resource}>
            {resourceTitle(t, tab.resource)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
