import pino, { type Logger } from 'pino';

/** Request logs carry the request id; secrets are never written. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.apikey',
        'req.headers.cookie',
        '*.password',
        '*.password_hash',
        '*.access_token',
        '*.refresh_token',
        '*.token',
        '*.secret',
      ],
      censor: '[redacted]',
    },
  });
}
