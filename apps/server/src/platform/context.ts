import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Db } from './database.ts';
import type { Jobs } from './jobs.ts';
import type { Mailer } from './mail.ts';
import type { Storage } from './storage.ts';

/** The services a route or job may use; built once in main (or per test file). */
export interface AppContext {
  config: Config;
  db: Db;
  log: Logger;
  mail: Mailer;
  storage: Storage;
  jobs: Jobs;
}
