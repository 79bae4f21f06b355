import type { TFunction } from 'i18next';
import type { ComponentType } from 'react';
import type { ApiResponse } from '../../api/api-response.ts';
import type { FormMode } from './form-mode.ts';

/**
 * What a resource's form has of its own inside the kit's form (the list has its extensions too):
 * a part drawn inside the form, below the fields, that may watch the values being chosen, and a
 * confirmation asked before a new record is saved (spec section 8: "send invitation").
 */
export interface ResourceFormParts {
  Inside?: ComponentType<{ mode: FormMode; recordId: string | null }>;
  /** Drawn between the title and the form (what the form is about: the document a version is written to). */
  Header?: ComponentType<{ mode: FormMode; recordId: string | null }>;
  /**
   * Body keys that `Inside` edits (a document's attachments): a server error naming one is marked
   * on the form, not only in the error modal.
   */
  fieldKeys?: readonly string[];
  /** The texts of a 409 of someone saving first, instead of the kit's (a document got a newer version). */
  conflict?: (t: TFunction) => { title: string; message: string };
  /** Translated texts of the confirmation; the save goes ahead only when accepted. */
  confirmCreate?: (t: TFunction) => { title: string; message: string; acceptLabel: string };
  /**
   * Runs with the save's answer before the form leaves, and is waited for: what the answer holds
   * only once (an OAuth client's new secret) is shown here.
   */
  afterSave?: (answer: unknown) => Promise<void>;
  /**
   * Saves the form somewhere else than the resource's own create or update (a shipment's relaunch
   * posts the edited record to `{id}/relaunch`); the answer is handled as a save's.
   */
  save?: (recordId: string | null, payload: Record<string, unknown>) => Promise<ApiResponse<unknown>>;
  /** The form's title instead of the mode's ("Relaunch shipment"). */
  title?: (t: TFunction) => string;
  /**
   * No actions on the record above the form (view, duplicate, delete): a form that makes something
   * else of the record (a relaunch makes a new pickup) is not where the record is deleted.
   */
  withoutRecordActions?: boolean;
}
