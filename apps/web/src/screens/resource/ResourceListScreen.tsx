import { ResourceList } from '../../kit/resource/ResourceList.tsx';
import { listExtensionFor } from './resource-list-extensions.ts';
import { ScreenNotAvailable } from './ScreenNotAvailable.tsx';
import { useResourceRoute } from './use-resource-route.ts';

/** The list screen of every resource with a definition: its route's `handle.name` says which. */
export function ResourceListScreen() {
  const resource = useResourceRoute();
  if (!resource) return <ScreenNotAvailable />;
  const { definition } = resource;
  return (
    <ResourceList
      key={definition.name}
      definition={definition}
      extension={listExtensionFor(definition.name)}
    />
  );
}
