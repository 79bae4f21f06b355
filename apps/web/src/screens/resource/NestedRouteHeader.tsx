import { Anchor, Group, Title } from '@mantine/core';
import { buildPath, companies, routeByName } from '@proboard/domain';
import { Link, useParams } from 'react-router';
import { useCurrentRoute } from '../../app/routing/use-current-route.ts';
import { useResourceRecord } from '../../kit/api/resource-queries.ts';
import { definitionFor } from '../../kit/resource/definitions.ts';
import { ParentTabs } from '../../kit/resource/ParentTabs.tsx';

/** Hooks run on every render: a route without a parent still asks (for nothing: no id). */
const FALLBACK = companies;

/**
 * Above a nested route's list or form (a company's addresses): the parent record's name, linking to
 * its details, and the parent's tabs with this one open.
 */
export function NestedRouteHeader() {
  const route = useCurrentRoute();
  const params = useParams();
  const parentRoute = route.parent ? routeByName(route.parent) : undefined;
  const parent = parentRoute ? definitionFor(parentRoute.resource) : undefined;
  const parentId = parent ? (params[parent.idParam] ?? '') : '';
  const record = useResourceRecord(parent ?? FALLBACK, parent && parentId ? parentId : null);
  if (!parentRoute || !parent) return null;
  const name = record.data?.name;
  return (
    <>
      <Group>
        <Title order={2}>
          <Anchor component={Link} to={buildPath(parentRoute.name, { [parent.idParam]: parentId })} inherit>
            {typeof name === 'string' ? name : `#${parentId}`}
          </Anchor>
        </Title>
      </Group>
      <ParentTabs
        parentRoute={parentRoute.name}
        params={{ [parent.idParam]: parentId }}
        active={route.resource}
      />
    </>
  );
}
