import { returnWorkflow } from '../resources/aftersales/return-workflow.ts';
import {
  assignmentWorkflow,
  assistanceWorkflow,
  workWorkflow,
} from '../resources/assistance/assistance-workflows.ts';
import { renewalWorkflow } from '../resources/renewals/renewal-workflow.ts';
import { shipmentWorkflow } from '../resources/shipments/shipment-workflow.ts';
import { ticketWorkflow } from '../resources/tickets/ticket-workflow.ts';
import { warrantyWorkflow } from '../resources/warranties/warranty-workflow.ts';
import type { WorkflowDef } from './workflow.ts';

export * from './workflow.ts';

/** Every workflow by name (the resource it moves): the server's endpoints and the table test walk these. */
export const WORKFLOWS: Readonly<Record<string, WorkflowDef>> = Object.fromEntries(
  [
    returnWorkflow,
    warrantyWorkflow,
    renewalWorkflow,
    ticketWorkflow,
    assistanceWorkflow,
    assignmentWorkflow,
    workWorkflow,
    shipmentWorkflow,
  ].map((workflow) => [workflow.name, workflow as unknown as WorkflowDef]),
);

export function workflowFor(name: string): WorkflowDef | undefined {
  return Object.hasOwn(WORKFLOWS, name) ? WORKFLOWS[name] : undefined;
}
