/** The resource kit's screens, re-exported from one module so they share one chunk. */
export { NestedRouteHeader } from '../../screens/resource/NestedRouteHeader.tsx';
export { ResourceFormScreen } from '../../screens/resource/ResourceFormScreen.tsx';
export { ResourceListScreen } from '../../screens/resource/ResourceListScreen.tsx';
