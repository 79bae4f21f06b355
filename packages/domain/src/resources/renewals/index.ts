export * from './renewal-plans.ts';
export * from './renewal-workflow.ts';
