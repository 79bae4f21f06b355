/** What an image field's thumbnail shows for its value. */
export type ImagePreview =
  | { kind: 'empty' }
  | { kind: 'image'; src: string }
  /** A URL that failed to load. */
  | { kind: 'broken'; src: string }
  /** A bare file name from older data: nothing to load, the name is shown instead. */
  | { kind: 'name'; name: string };

/** A stored file (`/files/…`, same origin) or an absolute http(s) URL; never `javascript:` and the like. */
const LOADABLE = /^(?:https?:\/\/|\/(?!\/))/i;

/** The preview of a value; `failedSrc` is the source whose image already failed to load. */
export function imagePreview(value: unknown, failedSrc: string | null = null): ImagePreview {
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return { kind: 'empty' };
  if (!LOADABLE.test(text)) return { kind: 'name', name: text };
  return text === failedSrc ? { kind: 'broken', src: text } : { kind: 'image', src: text };
}
