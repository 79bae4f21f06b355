import { describe, expect, it } from 'vitest';
import { imagePreview } from './image-preview.ts';

describe('image preview', () => {
  it('is empty without a value', () => {
    for (const value of ['', '   ', null, undefined, 3])
      expect(imagePreview(value)).toEqual({ kind: 'empty' });
  });

  it('loads stored files and absolute http(s) URLs', () => {
    expect(imagePreview('/files/0b6f.png')).toEqual({ kind: 'image', src: '/files/0b6f.png' });
    expect(imagePreview(' https://cdn.example.com/a.png ')).toEqual({
      kind: 'image',
      src: 'https://cdn.example.com/a.png',
    });
    expect(imagePreview('HTTP://old.example.com/a.gif').kind).toBe('image');
  });

  it('shows a bare file name or any other scheme as text, never as a link', () => {
    for (const value of ['logo.png', 'javascript:alert(1)', 'data:image/png;base64,AA', '//host/a.png']) {
      expect(imagePreview(value)).toEqual({ kind: 'name', name: value });
    }
  });

  it('is broken once its source failed to load, until the value changes', () => {
    expect(imagePreview('/files/a.png', '/files/a.png')).toEqual({ kind: 'broken', src: '/files/a.png' });
    expect(imagePreview('/files/b.png', '/files/a.png')).toEqual({ kind: 'image', src: '/files/b.png' });
  });
});
