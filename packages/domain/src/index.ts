export * from './access/guards.ts';
export * from './i18n/locales.ts';
export * from './i18n/server-messages.ts';
export * from './validation/messages.ts';
export * from './access/permissions.ts';
export * from './access/roles.ts';
