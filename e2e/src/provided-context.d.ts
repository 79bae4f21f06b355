import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /**
     * One server under test per worker: its origin (e.g. http://127.0.0.1:41234) and DATA_DIR ('' when
     * unknown; then tests that read its e-mails are skipped). See server-under-test.ts.
     */
    servers: { baseUrl: string; dataDir: string }[];
  }
}
