import pino, { type DestinationStream, type Logger } from 'pino';

/** Request logs carry the request id; secrets are never written. Standard output unless `destination`. */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
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
    },
    destination,
  );
}
