import type { FastifyInstance } from 'fastify';
import { resourceRoutes } from '../../platform/resources/resource-routes.ts';
import { alertStore, alertsReadScope, newsStore } from './news.stores.ts';
import { publishedRoutes } from './published.routes.ts';

export async function newsRoutes(app: FastifyInstance) {
  resourceRoutes(app, newsStore);
  resourceRoutes(app, alertStore, { readScope: alertsReadScope });
  await publishedRoutes(app);
}
