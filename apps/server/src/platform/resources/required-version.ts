import { conflict, fieldRefusal } from '../errors.ts';

/**
 * The optimistic lock of every update (API.md "Single records and writes"): the caller sends back
 * the `updated_at` it read. Without it, a save cannot tell whether someone else saved in between and
 * the last of two concurrent saves would silently win, so it is refused with 428 (Precondition
 * Required) naming the field; a value other than the stored one answers 409.
 */
export function checkVersion(sent: unknown, stored: unknown): void {
  if (typeof sent !== 'string' || sent === '')
    throw fieldRefusal(428, 'updated_at', 'errors.versionRequired');
  if (new Date(sent).getTime() !== new Date(stored as string).getTime()) throw conflict();
}
