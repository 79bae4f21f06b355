import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { formatMessage } from '@proboard/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import * as files from '../test/fixtures/files.ts';
import { HttpError, TranslatedError } from './errors.ts';
import { checkUpload, createStorage, MAX_UPLOAD_BYTES, type Storage } from './storage.ts';

/** Expects checkUpload to refuse with this status and a message on the `file` field. */
async function expectRefused(promise: Promise<unknown>, status: number, message?: RegExp) {
  const error = await promise.then(
    () => {
      throw new Error('the upload was accepted');
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TranslatedError);
  const refusal = error as TranslatedError;
  expect(refusal.statusCode).toBe(status);
  expect(refusal.field).toBe('file');
  const english = formatMessage('en', refusal.key, refusal.params);
  if (message) expect(english).toMatch(message);
  return { ...refusal, message: english };
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('checkUpload accepts real files of every accepted kind', () => {
  const cases: [name: string, bytes: () => Buffer | Promise<Buffer>, mime: string][] = [
    ['photo.png', () => files.png(), 'image/png'],
    ['photo.jpg', files.jpg, 'image/jpeg'],
    ['photo.jpeg', files.jpg, 'image/jpeg'],
    ['anim.gif', files.gif, 'image/gif'],
    ['photo.webp', files.webp, 'image/webp'],
    ['scan.bmp', () => files.bmp(), 'image/bmp'],
    ['scan.tif', files.tiff, 'image/tiff'],
    ['scan.tiff', files.tiff, 'image/tiff'],
    ['manual.pdf', () => files.pdf(), 'application/pdf'],
    [
      'letter.docx',
      () => files.docx(),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    ['prices.xlsx', () => files.xlsx(), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['legacy.doc', files.cfb, 'application/x-cfb'],
    ['legacy.xls', files.cfb, 'application/x-cfb'],
    ['legacy.ppt', files.cfb, 'application/x-cfb'],
    ['bundle.zip', () => files.zip({ 'a.txt': 'hola', 'b/c.txt': 'adiós' }), 'application/zip'],
    ['rates.csv', () => Buffer.from('Referencia;Precio\nAZX-1;12,50\n'), 'text/csv'],
    ['notes.txt', () => Buffer.from('Instalación en el salón, señal ok.\n'), 'text/plain'],
  ];

  it.each(cases)('%s', async (name, make, mime) => {
    const bytes = await make();
    const checked = await checkUpload(name, bytes);
    expect(checked).toEqual({
      extension: path.extname(name).slice(1),
      mime,
      size: bytes.length,
      sha256: sha256(bytes),
      safeName: name,
    });
  });

  it('reads the extension case-insensitively', async () => {
    const checked = await checkUpload('FOTO.JPG', files.jpg());
    expect(checked.extension).toBe('jpg');
    expect(checked.safeName).toBe('FOTO.JPG');
  });

  it('accepts CSV and text however their first bytes look and whatever their usual encoding', async () => {
    // Lines that happen to start with another format's magic bytes ("BM" is a bitmap, "MZ" an .exe).
    for (const text of ['BMW;Modelo;Precio\n1;2;3\n', 'MZ-100,Split mural\n', '<?xml is not, here;1\n']) {
      await expect(checkUpload('list.csv', Buffer.from(text))).resolves.toMatchObject({ mime: 'text/csv' });
    }
    // Excel's "CSV" in Spain is Windows-1252; "Unicode text" is UTF-16LE with a BOM; both are text.
    const latin1 = Buffer.from('Año;Descripción;Tamaño\r\n2024;Climatización;Pequeño\r\n', 'latin1');
    await expect(checkUpload('export.csv', latin1)).resolves.toMatchObject({ mime: 'text/csv' });
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from('Año\tPrecio\r\n1\t2\r\n', 'utf16le'),
    ]);
    await expect(checkUpload('export.txt', utf16)).resolves.toMatchObject({ mime: 'text/plain' });
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('a;b\n')]);
    await expect(checkUpload('bom.csv', bom)).resolves.toMatchObject({ mime: 'text/csv' });
  });

  it('accepts a 20 MB file and images up to the image limit', async () => {
    const exactly = Buffer.alloc(MAX_UPLOAD_BYTES, 'a');
    await expect(checkUpload('big.txt', exactly)).resolves.toMatchObject({ size: MAX_UPLOAD_BYTES });
    const small = files.png(8, 8);
    await expect(checkUpload('small.png', small, { maxImageBytes: 64 * 1024 })).resolves.toBeTruthy();
  });
});

describe('checkUpload refuses', () => {
  it('a PNG renamed .pdf', async () => {
    await expectRefused(checkUpload('invoice.pdf', files.png()), 422, /not a \.pdf file/);
  });

  it('a text file renamed .png (and other images)', async () => {
    const text = Buffer.from('just some words, nothing else\n');
    for (const name of ['fake.png', 'fake.jpg', 'fake.gif', 'fake.bmp', 'fake.webp', 'fake.tif']) {
      await expectRefused(checkUpload(name, text), 422, /is not a/);
    }
  });

  it('HTML and scripts named as images, including ones starting with an image signature', async () => {
    const html = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
    await expectRefused(checkUpload('avatar.jpg', html), 422);
    await expectRefused(checkUpload('avatar.png', Buffer.from('#!/bin/sh\nrm -rf /\n')), 422);
    // Polyglots: a valid signature followed by markup, with no image data.
    await expectRefused(checkUpload('x.gif', Buffer.from('GIF89a<script>alert(1)</script>')), 422);
    await expectRefused(checkUpload('x.bmp', Buffer.from('BM<svg onload=alert(1)>')), 422);
  });

  it('executables named .txt or .csv', async () => {
    await expectRefused(checkUpload('readme.txt', files.elf()), 422);
    await expectRefused(checkUpload('readme.txt', files.exe()), 422);
    await expectRefused(checkUpload('data.csv', files.exe()), 422);
    await expectRefused(checkUpload('report.pdf', files.elf()), 422);
  });

  it('text with binary control bytes, wherever they are', async () => {
    await expectRefused(checkUpload('a.txt', Buffer.from('hello\u0000world')), 422);
    await expectRefused(checkUpload('a.txt', Buffer.from('hello world\u0001\u0002\u0003\u0004')), 422);
    const tailBinary = Buffer.concat([Buffer.alloc(70 * 1024, 'a'), files.elf()]);
    await expectRefused(checkUpload('long.txt', tailBinary), 422);
  });

  it('unknown or missing extensions, before reading the content', async () => {
    for (const name of ['setup.exe', 'page.html', 'logo.svg', 'app.js', 'README', 'archive.tar.gz', '.png']) {
      const error = await expectRefused(checkUpload(name, files.png()), 422, /not allowed/);
      expect(error.message).toMatch(/^The file type \.[\w?.]* is not allowed$/);
    }
  });

  it('empty files', async () => {
    await expectRefused(checkUpload('empty.txt', Buffer.alloc(0)), 422, /empty/);
    await expectRefused(checkUpload('empty.png', Buffer.alloc(0)), 422, /empty/);
  });

  it('files over 20 MB with 413', async () => {
    const big = Buffer.concat([files.pdf(), Buffer.alloc(MAX_UPLOAD_BYTES, 0x20)]);
    await expectRefused(checkUpload('huge.pdf', big), 413, /20 MB/);
    await expectRefused(checkUpload('small-limit.pdf', files.pdf(), { maxBytes: 100 }), 413, /100 bytes/);
  });

  it('images over the image limit, and only images', async () => {
    const image = files.png(160, 160, true);
    expect(image.length).toBeGreaterThan(64 * 1024);
    await expect(checkUpload('photo.png', image)).resolves.toBeTruthy();
    await expectRefused(checkUpload('photo.png', image, { maxImageBytes: 64 * 1024 }), 422, /64 kB/);
    const document = Buffer.concat([files.pdf(), Buffer.alloc(70 * 1024, 0x20)]);
    await expect(checkUpload('big.pdf', document, { maxImageBytes: 64 * 1024 })).resolves.toBeTruthy();
  });

  it('anything but images when imagesOnly is set', async () => {
    await expectRefused(
      checkUpload('manual.pdf', files.pdf(), { imagesOnly: true }),
      422,
      /\.pdf is not allowed/,
    );
    await expectRefused(checkUpload('list.csv', Buffer.from('a;b\n'), { imagesOnly: true }), 422);
    await expect(checkUpload('photo.png', files.png(), { imagesOnly: true })).resolves.toBeTruthy();
  });
});

describe('checkUpload names', () => {
  it('drops the directories of a path-traversal name', async () => {
    const png = files.png();
    expect((await checkUpload('../../etc/passwd.png', png)).safeName).toBe('passwd.png');
    expect((await checkUpload('..\\..\\Windows\\System32\\x.png', png)).safeName).toBe('x.png');
    expect((await checkUpload('/etc/cron.d/job.png', png)).safeName).toBe('job.png');
    await expectRefused(checkUpload('../../etc/passwd', Buffer.from('root:x:0:0\n')), 422);
  });

  it('keeps accented letters, replaces the rest and keeps the extension of a long name', async () => {
    const pdf = files.pdf();
    expect((await checkUpload('Catálogo Año 2025 (señal).pdf', pdf)).safeName).toBe(
      'Catálogo Año 2025 _señal_.pdf',
    );
    expect((await checkUpload('a<b>c|d:e*f?"g.pdf', pdf)).safeName).toBe('a_b_c_d_e_f_g.pdf');
    const long = await checkUpload(`${'x'.repeat(300)}.pdf`, pdf);
    expect(long.extension).toBe('pdf');
    expect(long.safeName).toMatch(/^x+\.pdf$/);
    expect(long.safeName.length).toBeLessThanOrEqual(200);
  });

  const nameStem = fc
    .array(
      fc.oneof(
        fc.constantFrom('.', '..', '/', '\\', ' ', '\u0000', '\n', '\u202e', 'ñ', 'C:', '%2e%2e%2f'),
        fc.string({ unit: 'binary', maxLength: 8 }),
      ),
      { maxLength: 60 },
    )
    .map((parts) => parts.join(''));

  it('never gives a name with a separator, a control character or a leading dot (property)', async () => {
    const png = files.png();
    await fc.assert(
      fc.asyncProperty(nameStem, async (stem) => {
        const checked = await checkUpload(`${stem}.png`, png).catch(() => null);
        if (!checked) return;
        expect(checked.safeName).not.toMatch(/[/\\\p{Cc}\p{Cf}]/u);
        expect(checked.safeName).not.toMatch(/^\./);
        expect(checked.safeName.endsWith('.png')).toBe(true);
        expect(checked.safeName.length).toBeLessThanOrEqual(200);
      }),
      { numRuns: 300 },
    );
  });
});

describe('local storage', () => {
  let dataDir: string;
  let storage: Storage;
  const read = async (stream: Readable) => {
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'proboard-storage-'));
    storage = createStorage(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  it('puts, gets, overwrites and removes a file under {dataDir}/files', async () => {
    const key = 'articles/12/photo.png';
    const bytes = files.png();
    await storage.put(key, bytes, 'image/png');
    expect(await fs.readFile(path.join(dataDir, 'files', key))).toEqual(bytes);
    expect(await read(await storage.get(key))).toEqual(bytes);

    const replacement = files.png(3, 3);
    await storage.put(key, replacement, 'image/png');
    expect(await read(await storage.get(key))).toEqual(replacement);
    // Written beside and renamed: no temporary file is left.
    expect(await fs.readdir(path.join(dataDir, 'files', 'articles', '12'))).toEqual(['photo.png']);

    await storage.remove(key);
    await expect(fs.access(path.join(dataDir, 'files', key))).rejects.toThrow();
    await storage.remove(key); // removing twice is fine
  });

  it('answers 404 for a missing file', async () => {
    await expect(storage.get('nothing/here.pdf')).rejects.toMatchObject({ statusCode: 404 });
  });

  it('refuses keys that leave the storage folder with 400', async () => {
    const outside = path.join(dataDir, 'escaped.txt');
    for (const key of [
      '../escaped.txt',
      'a/../../escaped.txt',
      '../files-evil/x',
      path.join(dataDir, 'escaped.txt'),
      '',
      '.',
    ]) {
      for (const action of [
        () => storage.put(key, Buffer.from('x'), 'text/plain'),
        () => storage.get(key),
        () => storage.remove(key),
      ]) {
        const error = await action().then(
          () => null,
          (e: unknown) => e,
        );
        expect(error, `key ${JSON.stringify(key)}`).toBeInstanceOf(HttpError);
        expect((error as HttpError).statusCode).toBe(400);
      }
    }
    await expect(fs.access(outside)).rejects.toThrow();
    await expect(fs.access(path.join(dataDir, 'files-evil'))).rejects.toThrow();
  });
});
