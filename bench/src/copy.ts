import { once } from 'node:events';
import type pg from 'pg';

/** The part of pg's connection a COPY FROM STDIN needs (pg has no public API for it). */
interface CopyConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
  sendCopyFail(message: string): void;
  stream: NodeJS.WritableStream & { writableNeedDrain: boolean };
}

/**
 * `COPY ... FROM STDIN` through a pg client: pg accepts any object with `submit` as a query and hands
 * it the protocol messages. The rows come from an iterable of text-format chunks, written with
 * backpressure, so a million rows never sit in memory at once.
 */
class CopyIn {
  private failure: Error | null = null;
  private count = 0;
  private settle!: { resolve: (rows: number) => void; reject: (error: Error) => void };
  readonly done = new Promise<number>((resolve, reject) => {
    this.settle = { resolve, reject };
  });

  constructor(
    readonly text: string,
    private readonly source: Iterable<string>,
  ) {}

  submit(connection: CopyConnection) {
    connection.query(this.text);
  }

  handleCopyInResponse(connection: CopyConnection) {
    void this.pump(connection);
  }

  private async pump(connection: CopyConnection) {
    try {
      for (const chunk of this.source) {
        connection.sendCopyFromChunk(Buffer.from(chunk));
        if (connection.stream.writableNeedDrain) await once(connection.stream, 'drain');
      }
      connection.endCopyFrom();
    } catch (error) {
      this.failure = error as Error;
      connection.sendCopyFail(String(error));
    }
  }

  handleCommandComplete(message: { text?: string }) {
    this.count = Number(message.text?.split(' ')[1] ?? 0);
  }

  handleError(error: Error) {
    this.failure ??= error;
    // A broken connection sends no ReadyForQuery.
    if (!('severity' in error)) this.settle.reject(error);
  }

  handleReadyForQuery() {
    if (this.failure) this.settle.reject(this.failure);
    else this.settle.resolve(this.count);
  }

  handleRowDescription() {}
  handleDataRow() {}
  handleEmptyQuery() {}
  handlePortalSuspended() {}
  handleCopyData() {}
}

/** Copies rows (already in COPY text format, in chunks) into `table (columns)`; returns the row count. */
export function copyRows(
  client: pg.ClientBase,
  table: string,
  columns: readonly string[],
  chunks: Iterable<string>,
): Promise<number> {
  const copy = new CopyIn(`copy "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) from stdin`, chunks);
  client.query(copy as unknown as pg.QueryConfig);
  return copy.done;
}

export type CopyValue = string | number | boolean | null | undefined | readonly number[] | Date | object;

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
const NEEDS_ESCAPE = /[\\\t\n\r]/;
const ESCAPED = /[\\\t\n\r]/g;

/** One value in COPY's text format. */
export function copyField(value: CopyValue): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'number') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return `{${value.join(',')}}`;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return NEEDS_ESCAPE.test(text) ? text.replace(ESCAPED, (c) => ESCAPES[c]!) : text;
}

/** Rows grouped into text chunks of about `rowsPerChunk` lines each. */
export function* chunked(rows: Iterable<readonly CopyValue[]>, rowsPerChunk = 2000): Generator<string> {
  let lines: string[] = [];
  for (const row of rows) {
    lines.push(`${row.map(copyField).join('\t')}\n`);
    if (lines.length >= rowsPerChunk) {
      yield lines.join('');
      lines = [];
    }
  }
  if (lines.length) yield lines.join('');
}
