import pino, { type DestinationStream, type Level, type Logger } from 'pino';
import { createLogSink, type LogSink } from './log-records.ts';

/** The sink of each logger that has one (`logSinkOf`): the app attaches it to its database. */
const sinks = new WeakMap<Logger, LogSink>();

/**
 * Request logs carry the request id; secrets are never written. Standard output unless
 * `destination`. Unless `level` is `silent`, lines at warning level and above also go to the `logs`
 * table (`log-records.ts`), whatever `level` lets through to the output: LOG_LEVEL=error keeps
 * warnings out of the output, not out of the table.
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = {
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
  };
  if (level === 'silent') return pino({ ...options, level }, destination);
  const sink = createLogSink();
  const output = destination ?? pino.destination(1);
  const lowest = pino.levels.values[level]! < pino.levels.values.warn! ? level : 'warn';
  const logger = pino(
    { ...options, level: lowest },
    pino.multistream([
      { level: level as Level, stream: output },
      { level: 'warn', stream: sink.stream },
    ]),
  );
  sinks.set(logger, sink);
  return logger;
}

/** The table sink of a logger made by `createLogger` (none when silent). */
export const logSinkOf = (logger: Logger): LogSink | undefined => sinks.get(logger);
