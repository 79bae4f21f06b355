import { createHash, randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { fileTypeFromBuffer } from 'file-type';
import type { Config } from '../config.ts';
import { fieldRefusal, HttpError, notFound } from './errors.ts';

export interface Storage {
  put: (key: string, bytes: Buffer, mime: string) => Promise<void>;
  /** Stores a file written on disk without reading it into memory (a large export); `path` is left as it is. */
  putFile: (key: string, path: string, mime: string) => Promise<void>;
  get: (key: string) => Promise<Readable>;
  remove: (key: string) => Promise<void>;
}

/** Local folder by default; S3-compatible when S3_BUCKET/S3_ENDPOINT are configured. */
export function createStorage(config: Config): Storage {
  if (config.S3_BUCKET && config.S3_ENDPOINT) return s3Storage(config);
  return localStorage(path.join(config.dataDir, 'files'));
}

function localStorage(root: string): Storage {
  const resolve = (key: string) => {
    const full = path.resolve(root, key);
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new HttpError(400, 'Invalid file key');
    return full;
  };
  return {
    async put(key, bytes) {
      const full = resolve(key);
      await fs.mkdir(path.dirname(full), { recursive: true });
      // Written beside and renamed, so a crash never leaves half a file under the real name.
      const temp = `${full}.${randomUUID()}.part`;
      await fs.writeFile(temp, bytes);
      await fs.rename(temp, full);
    },
    async putFile(key, source) {
      const full = resolve(key);
      await fs.mkdir(path.dirname(full), { recursive: true });
      const temp = `${full}.${randomUUID()}.part`;
      await fs.copyFile(source, temp);
      await fs.rename(temp, full);
    },
    async get(key) {
      const full = resolve(key);
      try {
        await fs.access(full);
      } catch {
        throw notFound();
      }
      return createReadStream(full);
    },
    async remove(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}

function s3Storage(config: Config): Storage {
  const client = new S3Client({
    endpoint: config.S3_ENDPOINT,
    region: config.S3_REGION,
    forcePathStyle: true,
    credentials:
      config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY }
        : undefined,
  });
  const Bucket = config.S3_BUCKET!;
  return {
    async put(Key, Body, ContentType) {
      await client.send(new PutObjectCommand({ Bucket, Key, Body, ContentType }));
    },
    async putFile(Key, source, ContentType) {
      const { size } = await fs.stat(source);
      const Body = createReadStream(source);
      await client.send(new PutObjectCommand({ Bucket, Key, Body, ContentType, ContentLength: size }));
    },
    async get(Key) {
      const out = await client.send(new GetObjectCommand({ Bucket, Key }));
      return out.Body as Readable;
    },
    async remove(Key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key }));
    },
  };
}

/** Upload kinds of SPEC-RULINGS: extension -> the content types its bytes may show. */
const ACCEPTED: Record<string, { kind: 'image' | 'document'; detected: string[] }> = {
  gif: { kind: 'image', detected: ['gif'] },
  jpg: { kind: 'image', detected: ['jpg'] },
  jpeg: { kind: 'image', detected: ['jpg'] },
  tif: { kind: 'image', detected: ['tif'] },
  tiff: { kind: 'image', detected: ['tif'] },
  png: { kind: 'image', detected: ['png'] },
  webp: { kind: 'image', detected: ['webp'] },
  bmp: { kind: 'image', detected: ['bmp'] },
  pdf: { kind: 'document', detected: ['pdf'] },
  doc: { kind: 'document', detected: ['cfb'] },
  xls: { kind: 'document', detected: ['cfb'] },
  ppt: { kind: 'document', detected: ['cfb'] },
  docx: { kind: 'document', detected: ['docx', 'zip'] },
  xlsx: { kind: 'document', detected: ['xlsx', 'zip'] },
  pptx: { kind: 'document', detected: ['pptx', 'zip'] },
  zip: { kind: 'document', detected: ['zip'] },
  csv: { kind: 'document', detected: ['text'] },
  txt: { kind: 'document', detected: ['text'] },
};

export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
export const MAX_IMAGE_BYTES = 64 * 1024;

export interface CheckedFile {
  extension: string;
  mime: string;
  size: number;
  sha256: string;
  safeName: string;
}

/** Tab, line feed, vertical tab, form feed, carriage return and the DOS end-of-file mark (0x1a). */
const isAllowedControl = (code: number) => (code >= 0x09 && code <= 0x0d) || code === 0x1a;
const isTextCode = (code: number) => (code >= 0x20 && code !== 0x7f) || isAllowedControl(code);

/**
 * Plain text in the encodings spreadsheets and editors write: UTF-8 (with or without BOM), a
 * single-byte code page such as Windows-1252 (Excel's "CSV" in Spain), or UTF-16 with a BOM (Excel's
 * "Unicode text"). Binary content always holds NUL or other control bytes, which text never does.
 * The whole file is checked, not only its start.
 */
function looksLikeText(bytes: Buffer): boolean {
  const bom16 = bytes.length >= 2 ? (bytes[0]! << 8) | bytes[1]! : 0;
  if (bom16 === 0xfffe || bom16 === 0xfeff) {
    let text: string;
    try {
      text = new TextDecoder(bom16 === 0xfffe ? 'utf-16le' : 'utf-16be', { fatal: true }).decode(bytes);
    } catch {
      return false;
    }
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (!isTextCode(code) || (code >= 0x80 && code < 0xa0)) return false;
    }
    return true;
  }
  for (const byte of bytes) if (!isTextCode(byte)) return false;
  return true;
}

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`
    : bytes >= 1024
      ? `${Math.round((bytes / 1024) * 10) / 10} kB`
      : `${bytes} bytes`;

const MAX_NAME_LENGTH = 200;
const clean = (part: string) => part.replace(/[^\p{L}\p{M}\p{N}_.\- ]+/gu, '_');

/**
 * The name to keep for an upload: its last path segment only, letters and digits of any script,
 * space, `_.-` (anything else becomes `_`), no leading dot, at most 200 characters with the
 * extension kept.
 */
function safeFileName(originalName: string): { safeName: string; extension: string } {
  const baseName = path.posix.basename(originalName.replace(/\\/g, '/')).normalize('NFC');
  const ext = clean(path.posix.extname(baseName)).slice(0, 20);
  const stem = clean(baseName.slice(0, baseName.length - path.posix.extname(baseName).length))
    .replace(/^[. ]+/, '')
    .trimEnd();
  let kept = '';
  for (const char of stem) {
    if (kept.length + char.length > MAX_NAME_LENGTH - ext.length) break;
    kept += char;
  }
  return { safeName: `${kept || 'file'}${ext}`, extension: ext.slice(1).toLowerCase() };
}

/**
 * Checks an upload by its bytes: the extension must be accepted and the content must be what the
 * extension claims. Images may additionally be limited to 64 kB (the ERP's limit).
 */
export async function checkUpload(
  originalName: string,
  bytes: Buffer,
  options: { maxBytes?: number; imagesOnly?: boolean; maxImageBytes?: number } = {},
): Promise<CheckedFile> {
  const { safeName, extension } = safeFileName(originalName);
  const rule = ACCEPTED[extension];
  if (!rule || (options.imagesOnly && rule.kind !== 'image')) {
    throw fieldRefusal(422, 'file', 'uploads.typeNotAllowed', { extension: extension || '?' });
  }
  const maxBytes = options.maxBytes ?? MAX_UPLOAD_BYTES;
  if (bytes.length === 0) throw fieldRefusal(422, 'file', 'uploads.empty');
  if (bytes.length > maxBytes)
    throw fieldRefusal(413, 'file', 'uploads.tooLarge', { size: formatSize(maxBytes) });
  if (rule.kind === 'image' && options.maxImageBytes && bytes.length > options.maxImageBytes) {
    throw fieldRefusal(422, 'file', 'uploads.imageTooLarge', { size: formatSize(options.maxImageBytes) });
  }
  // Text has no signature: its first bytes may look like another format's ("BM" of a bitmap, "MZ" of
  // an .exe), so csv/txt are judged on the whole content. Any other kind must show its signature,
  // and an image is never plain text (a signature followed by markup is a polyglot, not an image).
  const detected = rule.detected.includes('text') ? undefined : await fileTypeFromBuffer(bytes);
  const detectedExt = detected ? detected.ext : looksLikeText(bytes) ? 'text' : 'unknown';
  const plainText = rule.kind === 'image' && looksLikeText(bytes);
  if (!rule.detected.includes(detectedExt) || plainText) {
    throw fieldRefusal(422, 'file', 'uploads.contentMismatch', { name: safeName, extension });
  }
  return {
    extension,
    mime: detected?.mime ?? (extension === 'csv' ? 'text/csv' : 'text/plain'),
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    safeName,
  };
}

export const toReadable = (bytes: Buffer) => Readable.from(bytes);
