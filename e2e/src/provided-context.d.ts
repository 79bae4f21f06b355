import 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the server under test, e.g. http://127.0.0.1:41234. */
    baseUrl: string;
  }
}
