import type { FastifyInstance } from 'fastify';
import { resourceRoutes } from '../../platform/resources/resource-routes.ts';
import { groupCompanyStore } from './group-companies.stores.ts';

/** The group's companies (`/globalcompanies`): the kit's resource; the market selectors read their names. */
export async function groupCompaniesRoutes(app: FastifyInstance) {
  resourceRoutes(app, groupCompanyStore);
}
