import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the server under test, e.g. http://127.0.0.1:41234. */
    baseUrl: string;
    /** DATA_DIR of that server, or '' when unknown (then tests that read its e-mails are skipped). */
    dataDir: string;
  }
}
