import { describe, expect, it } from 'vitest';
import { fileKind } from './file-kind.ts';

describe('fileKind', () => {
  it('tells images, PDFs, spreadsheets, documents and archives apart by the extension', () => {
    expect(fileKind('/files/0b7c.png')).toBe('image');
    expect(fileKind('/files/0b7c.JPEG')).toBe('image');
    expect(fileKind('/files/0b7c.pdf')).toBe('pdf');
    expect(fileKind('/files/0b7c.xlsx')).toBe('spreadsheet');
    expect(fileKind('/files/0b7c.docx')).toBe('document');
    expect(fileKind('/files/0b7c.zip')).toBe('archive');
    expect(fileKind('/files/0b7c')).toBe('other');
  });

  it('reads the extension of a private document’s signed link, before its query', () => {
    expect(fileKind('/files/0b7c.pdf?expires=1900000000&signature=abc_-')).toBe('pdf');
    expect(fileKind('/files/0b7c.png?expires=1900000000&signature=abc_-')).toBe('image');
  });
});
