import { logs } from './logs.ts';
import { warnings } from './warnings.ts';

export * from './logs.ts';
export * from './warnings.ts';

export const LOG_RESOURCES = [logs, warnings] as const;
