export * from './digital-docs.ts';
