import type { ReactNode } from 'react';
import type { CanRule } from './can-see.ts';
import { useCan } from './use-can.ts';

interface CanProps extends CanRule {
  children: ReactNode;
  /** Shown instead when the rule fails (nothing by default). */
  fallback?: ReactNode;
}

/** `<Can roles="AZ_ADMIN|AZ_DASH_GART">…</Can>`, `<Can permissions="azc-ranges-create">…</Can>`. */
export function Can({ roles, permissions, children, fallback = null }: CanProps) {
  return useCan({ roles, permissions }) ? children : fallback;
}
