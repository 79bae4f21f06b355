export * from './translations.ts';
