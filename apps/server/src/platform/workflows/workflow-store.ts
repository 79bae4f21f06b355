import type { Locale, WorkflowDef } from '@proboard/domain';
import type { AuditActor } from '../audit.ts';
import type { AppContext } from '../context.ts';
import type { Queryable, ResourceStore, Row, Tx } from '../resources/resource-store.ts';

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
