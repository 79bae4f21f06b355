export * from './warranties.ts';
export * from './warranty-workflow.ts';
