import type { z } from 'zod';
import { checkGuards, type GuardSubject } from '../access/guards.ts';
import type { PermissionName } from '../access/permissions.ts';
import type { RoleName } from '../access/roles.ts';
import type { BadgeStatus } from '../resources/badge-statuses.ts';
import type { FieldDef } from '../resources/resource.ts';

/**
 * Workflows are state machines (ARCHITECTURE.md): each one is a table of transitions, data that the
 * server's transition endpoint enforces (409 on a pair the table does not hold), the web turns into
 * action buttons and modal forms, and a test walks whole.
 *
 * A workflow's states are badge statuses (spec section 4), so the list, the timeline and the 409's
 * message name them with the badge's label.
 */
export interface TransitionDef<S extends BadgeStatus = BadgeStatus> {
  /** The state it leads to; one transition per target, so the target names it (`{ to }` in the API). */
  to: S;
  /** The states it may start from. */
  from: readonly S[];
  /**
   * Who may run it (the server answers 403 without it): a permission, or, where the resource's guards
   * are role lists (renewal plans, spec section 6), `roles` (any of them). One or the other, the same
   * kind across a workflow (its endpoint's guard is their union).
   */
  permission?: PermissionName;
  roles?: readonly RoleName[];
  /** Its fields' rules (strict: a field it does not ask for is refused); the empty object for none. */
  schema: z.ZodObject;
  /** Its fields as the modal shows them, in order (labels: the resource's field labels). */
  fields: readonly FieldDef[];
  /** Valid values of its fields: the modal's placeholders, and what the transition-table test sends. */
  example: Readonly<Record<string, string | number>>;
  /** The note is required (otherwise optional); at most NOTE_MAX characters either way. */
  noteRequired?: boolean;
  /** The web asks for a confirmation that says it cannot be undone. */
  confirm?: boolean;
  /** Server functions run in the transition's transaction, by name (their verb: `cancelReturn`). */
  effects?: readonly string[];
}

export interface WorkflowDef<S extends BadgeStatus = BadgeStatus> {
  /** Its key in the history and messages tables, and the resource (definition and route) it moves. */
  name: string;
  /** The record's column holding the state. */
  stateKey: string;
  states: readonly S[];
  /** Where a new record starts. */
  initial: S;
  /** States no transition leaves. */
  final: readonly S[];
  transitions: readonly TransitionDef<S>[];
  /**
   * The resource field whose label names the transitions' note where the spec calls it something
   * else (warranties: observations); the kit's "note" otherwise.
   */
  noteField?: string;
}

/** Notes, observations and comments (SPEC-RULINGS "Formats and limits"). */
export const NOTE_MAX = 2000;

/** The transition from `from` to `to`, or undefined when the table does not hold that pair. */
export function transitionBetween<S extends BadgeStatus>(
  workflow: WorkflowDef<S>,
  from: string,
  to: string,
): TransitionDef<S> | undefined {
  return workflow.transitions.find((t) => t.to === to && (t.from as readonly string[]).includes(from));
}

/** Whether a subject (the signed-in user) holds the transition's permission; AZ_SADMIN passes. */
export function mayRun(transition: TransitionDef, subject: GuardSubject | null): boolean {
  return (
    checkGuards(
      [
        { name: 'auth', params: [] },
        transition.roles
          ? { name: 'role', params: [...transition.roles] }
          : { name: 'permission', params: [transition.permission ?? ''] },
      ],
      subject,
    ) === 'allowed'
  );
}

/** The transitions a subject may run from a state: the details screen's action buttons. */
export function allowedTransitions<S extends BadgeStatus>(
  workflow: WorkflowDef<S>,
  state: string,
  subject: GuardSubject | null,
): TransitionDef<S>[] {
  return workflow.transitions.filter(
    (t) => (t.from as readonly string[]).includes(state) && mayRun(t, subject),
  );
}

/** Every (from, to) pair of states the table does not hold (transitions to the same state included). */
export function forbiddenPairs<S extends BadgeStatus>(workflow: WorkflowDef<S>): [S, S][] {
  return workflow.states.flatMap((from) =>
    workflow.states.filter((to) => !transitionBetween(workflow, from, to)).map((to): [S, S] => [from, to]),
  );
}

/** Guard string of a workflow's transition endpoint: any of its transitions' permissions (or roles). */
export function transitionsGuard(workflow: WorkflowDef): string {
  if (workflow.transitions.every((t) => t.roles)) {
    const roles = [...new Set(workflow.transitions.flatMap((t) => t.roles ?? []))];
    return `auth|role:${roles.join(',')}`;
  }
  const permissions = [...new Set(workflow.transitions.map((t) => t.permission))];
  if (permissions.includes(undefined))
    throw new Error(`Workflow ${workflow.name} mixes roles and permissions`);
  return `auth|permission:${permissions.join(',')}`;
}

/** Who may run a transition, as one key: the permission, or the role list (the table test groups by it). */
export const transitionGate = (transition: TransitionDef): string =>
  transition.roles ? `role:${transition.roles.join(',')}` : `permission:${transition.permission}`;
