import { describe, expect, it } from 'vitest';
import {
  defaultComparison,
  documentParam,
  fileName,
  hasChanges,
  keyedChanges,
  orderedPair,
  splitLanguages,
  withAttachment,
} from './wiki-versions.ts';

describe('wiki document versions', () => {
  it('compare the newest version with the one before it first, none with a single version', () => {
    expect(defaultComparison([{ number: 3 }, { number: 2 }, { number: 1 }])).toEqual({ from: 2, to: 3 });
    expect(defaultComparison([{ number: 1 }])).toBeNull();
    expect(defaultComparison([])).toBeNull();
  });

  it('compare the older version with the newer one, whatever order they were picked in', () => {
    expect(orderedPair(4, 1)).toEqual({ from: 1, to: 4 });
    expect(orderedPair(1, 4)).toEqual({ from: 1, to: 4 });
  });

  it('key each change by where it starts, so equal words get different keys', () => {
    const keyed = keyedChanges([
      { value: 'Conecta ' },
      { value: 'el', removed: true },
      { value: 'el', added: true },
      { value: ' cable' },
    ]);
    expect(keyed.map((change) => change.key)).toEqual(['0=', '8-', '10+', '12=']);
    expect(new Set(keyed.map((change) => change.key)).size).toBe(4);
  });

  it('tell a text with changes from one left as it was', () => {
    expect(hasChanges([{ value: 'igual' }])).toBe(false);
    expect(hasChanges([{ value: 'a' }, { value: 'b', added: true }])).toBe(true);
  });

  it('split the languages a comparison changed from those it left alone', () => {
    const same = { changed: false, title: [], body: [] };
    const changed = { changed: true, title: [], body: [] };
    expect(splitLanguages({ languages: { es: changed, en: same, fr: changed } })).toEqual({
      changed: ['es', 'fr'],
      same: ['en'],
    });
  });

  it('add, replace and remove attachments by their upload slot', () => {
    const list = ['/files/a.pdf', '/files/b.pdf'];
    expect(withAttachment(list, 2, '/files/c.pdf')).toEqual([...list, '/files/c.pdf']);
    expect(withAttachment(list, 2, '')).toEqual(list);
    expect(withAttachment(list, 0, '/files/z.pdf')).toEqual(['/files/z.pdf', '/files/b.pdf']);
    expect(withAttachment(list, 0, '')).toEqual(['/files/b.pdf']);
    expect(list).toEqual(['/files/a.pdf', '/files/b.pdf']);
    expect(fileName('/files/0b9e.pdf')).toBe('0b9e.pdf');
  });

  it('read the document of ?document= only when it is an id', () => {
    expect(documentParam('12')).toBe('12');
    expect(documentParam(null)).toBeNull();
    expect(documentParam('')).toBeNull();
    expect(documentParam('12; drop')).toBeNull();
    expect(documentParam('1234567890')).toBeNull();
  });
});
