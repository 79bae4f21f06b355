import type { FastifyInstance } from 'fastify';
import { resourceRoutes } from '../../platform/resources/resource-routes.ts';
import { workflowRoutes } from '../../platform/workflows/workflow-routes.ts';
import { warrantiesStore, warrantiesWorkflowStore } from './warranties.store.ts';

/**
 * Warranties: list (search reaching the lines' invoices, serial numbers and plenum IDs), Excel,
 * details, create, edit and delete with their lines; the workflow's transitions, the chat (the
 * kit's messages) and the action log (the kit's timeline).
 */
export async function warrantiesRoutes(app: FastifyInstance) {
  resourceRoutes(app, warrantiesStore);
  workflowRoutes(app, warrantiesWorkflowStore);
}
