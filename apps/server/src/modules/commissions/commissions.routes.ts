import { commissionMigrationSchema, guardForAction } from '@proboard/domain';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/gateway.ts';
import { resourceRoutes } from '../../platform/resources/resource-routes.ts';
import { migrateAgentConfigurations } from './commission-migration.ts';
import { agentCommissionsStore, commissionConfigsStore } from './commissions.store.ts';

/**
 * Agent commissions (list and Excel) and their configurations (list, Excel, create, edit and delete,
 * written from modals of the list) with the migration of one agent's configurations to another.
 */
export async function commissionsRoutes(app: FastifyInstance) {
  resourceRoutes(app, agentCommissionsStore, { writes: false });
  resourceRoutes(app, commissionConfigsStore);

  route(app, {
    method: 'POST',
    service: 'msbusiness',
    path: 'admin/agent-commission-configs/migrate',
    guard: guardForAction('agentcommissionconfigs', 'edit'),
    summary: 'Move every configuration of one agent to another (one transaction; commissions recomputed)',
    body: commissionMigrationSchema,
    handler: async ({ body, app: ctx, actor, t }) => {
      const migrated = await ctx.db.transaction((tx) =>
        migrateAgentConfigurations(tx, body.from_agent_code, body.to_agent_code, actor),
      );
      return {
        migrated,
        message: t('commissions.migrated', {
          count: migrated,
          from: body.from_agent_code,
          to: body.to_agent_code,
        }),
      };
    },
  });
}
