export * from './tpv-operations.ts';
