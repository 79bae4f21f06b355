import { type Locale, statusWordIn, type WorkflowDef } from '@proboard/domain';
import type { AuditActor } from '../audit.ts';
import type { AppContext } from '../context.ts';
import { TranslatedError } from '../errors.ts';
import type { HookCaller, Queryable, ResourceStore, Row, Tx } from '../resources/resource-store.ts';

/** What a side effect is given: the record before the move, the move, and the services it may use. */
export interface TransitionRun {
  record: Row;
  from: string;
  to: string;
  /** The transition's fields, as its schema parsed them (numbers as numbers). */
  fields: Row;
  note: string | null;
  actor: AuditActor;
  locale: Locale;
  app: AppContext;
}

/** A side effect, named by its verb (`cancelReturn`); it runs in the transition's transaction. */
export type SideEffect = (tx: Tx, run: TransitionRun) => Promise<void>;

/** The server side of a workflow: its table, the store of the record it moves, its effects by name. */
export interface WorkflowStore {
  workflow: WorkflowDef;
  store: ResourceStore;
  effects: Readonly<Record<string, SideEffect>>;
  /**
   * Writes a complete record in a state and returns its id: the transition-table test walks every
   * workflow from every state with it, so a workflow added later is held to the table without new code.
   */
  sample: (db: Queryable, state: string) => Promise<number>;
}

/**
 * A store's delete hook: a record may be deleted only in its workflow's first state (a warranty
 * opened, an assistance pending). Past it the record has told someone (a customer, a centre, a
 * carrier) and keeps its history: 409 naming the state it is in.
 */
export function deletableInFirstStateOnly(workflow: WorkflowDef) {
  return async (_tx: Tx, existing: Row, caller: HookCaller): Promise<Record<string, string[]>> => {
    const state = String(existing[workflow.stateKey]);
    if (state === workflow.initial) return {};
    throw new TranslatedError(409, 'errors.deletePastFirstState', undefined, {
      state: statusWordIn(caller.locale, workflow.name, workflow.stateKey, state),
    });
  };
}
