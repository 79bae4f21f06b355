export * from './qr-redirections.ts';
