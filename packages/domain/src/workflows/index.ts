import { returnWorkflow } from '../resources/aftersales/return-workflow.ts';
import type { WorkflowDef } from './workflow.ts';

export * from './workflow.ts';

/** Every workflow by name (the resource it moves): the server's endpoints and the table test walk these. */
export const WORKFLOWS: Readonly<Record<string, WorkflowDef>> = Object.fromEntries(
  [returnWorkflow].map((workflow) => [workflow.name, workflow as unknown as WorkflowDef]),
);

export function workflowFor(name: string): WorkflowDef | undefined {
  return Object.hasOwn(WORKFLOWS, name) ? WORKFLOWS[name] : undefined;
}
