export * from './return-workflow.ts';
export * from './returns.ts';
