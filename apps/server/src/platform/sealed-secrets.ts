import { inspect } from 'node:util';

/**
 * Secrets read from the environment (a terminal's merchant key), kept where no answer, log line or
 * error can carry them: JSON, `inspect` and string conversion all give `[sealed]`, and the values
 * leave only through `get`, to the code that signs or checks with them.
 */
export class SealedSecrets {
  readonly #values: ReadonlyMap<string, string>;

  constructor(entries: Iterable<readonly [string, string]> = []) {
    this.#values = new Map(entries);
  }

  get(name: string): string | undefined {
    return this.#values.get(name);
  }

  /** The names the secrets are kept under (merchant codes): not secret themselves. */
  names(): string[] {
    return [...this.#values.keys()];
  }

  toJSON() {
    return '[sealed]';
  }

  toString() {
    return '[sealed]';
  }

  [inspect.custom]() {
    return `SealedSecrets(${this.#values.size}) [sealed]`;
  }
}
