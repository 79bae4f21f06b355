export * from './audits.ts';
