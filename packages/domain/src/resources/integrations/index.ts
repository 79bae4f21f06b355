export * from './crm-configurations.ts';
export * from './crm-logs.ts';

import { crmConfigurations } from './crm-configurations.ts';
import { crmLogs } from './crm-logs.ts';

/** CRM configurations and the log of calls to the CRMs and the ERP (issue 14). */
export const INTEGRATION_RESOURCES = [crmConfigurations, crmLogs] as const;
