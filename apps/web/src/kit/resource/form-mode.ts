import type { RouteAction } from '@proboard/domain';

/** The four uses of the one form screen (spec section 2 "Route pattern"). */
export type FormMode = 'create' | 'details' | 'edit' | 'duplicate';

export function formModeOf(action: RouteAction): FormMode | null {
  return action === 'create' || action === 'details' || action === 'edit' || action === 'duplicate'
    ? action
    : null;
}

/** Create and duplicate save a new record (POST); edit updates one (PUT). */
export const savesNewRecord = (mode: FormMode) => mode === 'create' || mode === 'duplicate';
