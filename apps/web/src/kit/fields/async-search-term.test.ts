import { describe, expect, it } from 'vitest';
import { asyncSearchTerm } from './async-search-term.ts';

describe('asyncSearchTerm', () => {
  it('asks for the first page while the box is empty', () => {
    expect(asyncSearchTerm('')).toEqual({ term: '', tooShort: false });
    expect(asyncSearchTerm('   ')).toEqual({ term: '', tooShort: false });
  });

  it('waits for a second character before searching', () => {
    expect(asyncSearchTerm('A')).toEqual({ term: '', tooShort: true });
    expect(asyncSearchTerm(' ñ ')).toEqual({ term: '', tooShort: true });
  });

  it('searches the trimmed text from two characters on, counting characters, not UTF-16 units', () => {
    expect(asyncSearchTerm(' Ai ')).toEqual({ term: 'Ai', tooShort: false });
    expect(asyncSearchTerm('🌡')).toEqual({ term: '', tooShort: true });
    expect(asyncSearchTerm('blueface')).toEqual({ term: 'blueface', tooShort: false });
  });
});
