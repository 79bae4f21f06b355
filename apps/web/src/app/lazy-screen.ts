import { type ComponentType, lazy } from 'react';

/**
 * A screen whose chunk is fetched when it first renders, i.e. after its route's guards passed.
 * React Router's own `lazy` starts downloading every matched route in parallel with the loaders, so
 * a guest opening `/` would fetch the signed-in layout before being sent to /login.
 */
export function lazyScreen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): ComponentType {
  return lazy(async (): Promise<{ default: ComponentType }> => ({ default: (await load())[name] }));
}
