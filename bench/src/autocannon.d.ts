/** The part of autocannon's API the bench uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Options {
    url: string;
    headers?: Record<string, string>;
    connections?: number;
    /** Seconds. */
    duration?: number;
    /** Requests in all; the run ends when they are answered (instead of after `duration`). */
    amount?: number;
    /** Seconds. */
    timeout?: number;
    /** Milliseconds between samples; the run ends on the first sample after `duration`. */
    sampleInt?: number;
  }

  interface Instance extends EventEmitter {
    stop(): void;
  }

  function autocannon(options: Options, done: (error: Error | null, result: unknown) => void): Instance;
  export default autocannon;
}
