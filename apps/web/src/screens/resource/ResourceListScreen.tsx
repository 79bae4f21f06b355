import { ResourceList } from '../../kit/resource/ResourceList.tsx';
import { ScreenNotAvailable } from './ScreenNotAvailable.tsx';
import { useResourceRoute } from './use-resource-route.ts';

/** The list screen of every resource with a definition: its route's `handle.name` says which. */
export function ResourceListScreen() {
  const resource = useResourceRoute();
  if (!resource) return <ScreenNotAvailable />;
  return <ResourceList key={resource.definition.name} definition={resource.definition} />;
}
