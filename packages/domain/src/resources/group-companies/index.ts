export * from './group-companies.ts';
