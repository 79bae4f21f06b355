export * from './statistics.ts';
