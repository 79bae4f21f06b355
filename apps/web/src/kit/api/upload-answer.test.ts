import { describe, expect, it } from 'vitest';
import { readUploadAnswer } from './upload-answer.ts';

const file = { id: 7, name: 'logo.png', url: '/files/0b6f.png', size: 68, mime: 'image/png' };

describe('upload answer', () => {
  it('gives the stored file of a 201', () => {
    expect(readUploadAnswer({ ok: true, status: 201, content: { file } })).toEqual({ ok: true, file });
  });

  it('refuses a success without a file URL', () => {
    for (const content of [null, {}, { file: null }, { file: { ...file, url: '' } }]) {
      expect(readUploadAnswer({ ok: true, status: 201, content })).toEqual({ ok: false, message: null });
    }
  });

  it("prefers the file's own error to the general message", () => {
    const content = { message: 'Revisa el formulario', errors: { file: ['', 'El archivo está vacío'] } };
    expect(readUploadAnswer({ ok: false, status: 422, content })).toEqual({
      ok: false,
      message: 'El archivo está vacío',
    });
  });

  it('falls back on the message (a 413 of the body limit has no field errors)', () => {
    const content = { message: 'La petición es demasiado grande' };
    expect(readUploadAnswer({ ok: false, status: 413, content })).toEqual({
      ok: false,
      message: 'La petición es demasiado grande',
    });
  });

  it('has no message when the server said nothing (unreachable, HTML error page)', () => {
    expect(readUploadAnswer({ ok: false, status: 0, content: null })).toEqual({ ok: false, message: null });
    expect(readUploadAnswer({ ok: false, status: 502, content: { message: ' ' } })).toEqual({
      ok: false,
      message: null,
    });
  });
});
