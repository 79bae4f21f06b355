export * from './agent-commissions.ts';
export * from './commission-configs.ts';

import { agentCommissions } from './agent-commissions.ts';
import { agentCommissionConfigs } from './commission-configs.ts';

/** Agent commissions and their configurations (issue 14). */
export const COMMISSION_RESOURCES = [agentCommissions, agentCommissionConfigs] as const;
