/** The resource kit's two screens, re-exported from one module so they share one chunk. */
export { ResourceFormScreen } from '../../screens/resource/ResourceFormScreen.tsx';
export { ResourceListScreen } from '../../screens/resource/ResourceListScreen.tsx';
