import type { FastifyInstance } from 'fastify';
import { resourceRoutes } from '../../platform/resources/resource-routes.ts';
import { workflowRoutes } from '../../platform/workflows/workflow-routes.ts';
import { renewalPlansStore, renewalPlansWorkflowStore } from './renewals.store.ts';

/** Renewal plans: the kit's list, Excel, details, create, edit and delete, and the workflow's endpoints. */
export async function renewalsRoutes(app: FastifyInstance) {
  resourceRoutes(app, renewalPlansStore);
  workflowRoutes(app, renewalPlansWorkflowStore);
}
