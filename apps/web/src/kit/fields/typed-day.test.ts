import { describe, expect, it } from 'vitest';
import { dateFilterText, dateFilterValue, parseTypedDay, typedDayFormat } from './typed-day.ts';

describe('a day typed in the interface language', () => {
  it('is written day first in the Romance languages and month first in English', () => {
    for (const locale of ['es', 'fr', 'it', 'pt']) expect(typedDayFormat(locale)).toBe('DD/MM/YYYY');
    expect(typedDayFormat('en')).toBe('MM/DD/YYYY');
  });

  it('is read in the language’s order, with short day, month and year', () => {
    expect(parseTypedDay('31/03/2027', 'es')).toBe('2027-03-31');
    expect(parseTypedDay(' 4/3/2027 ', 'es')).toBe('2027-03-04');
    expect(parseTypedDay('04/03/27', 'fr')).toBe('2027-03-04');
    expect(parseTypedDay('4/03/2027', 'pt')).toBe('2027-03-04');
    expect(parseTypedDay('03/04/2027', 'en')).toBe('2027-03-04');
    expect(parseTypedDay('2027-03-31', 'it')).toBe('2027-03-31');
  });

  it('is not a day when no calendar has it or the text is something else', () => {
    expect(parseTypedDay('31/02/2027', 'es')).toBeNull();
    expect(parseTypedDay('13/31/2027', 'en')).toBeNull();
    expect(parseTypedDay('mañana', 'es')).toBeNull();
    expect(parseTypedDay('', 'es')).toBeNull();
  });
});

describe('a list’s date filter', () => {
  it('sends the beginning of the ISO date for a day or a month typed in the language', () => {
    expect(dateFilterValue('31/03/2027', 'es')).toBe('2027-03-31');
    expect(dateFilterValue('03/31/2027', 'en')).toBe('2027-03-31');
    expect(dateFilterValue('3/2027', 'fr')).toBe('2027-03');
    expect(dateFilterValue(' 2027 ', 'it')).toBe('2027');
    expect(dateFilterValue('2027-03', 'pt')).toBe('2027-03');
    // Not a day nor a month: sent as typed, for the server to refuse or match.
    expect(dateFilterValue('13/2027', 'es')).toBe('13/2027');
  });

  it('shows what it sent as the person would have typed it', () => {
    expect(dateFilterText('2027-03-31', 'es')).toBe('31/03/2027');
    expect(dateFilterText('2027-03-31', 'en')).toBe('03/31/2027');
    expect(dateFilterText('2027-03', 'pt')).toBe('03/2027');
    expect(dateFilterText('2027', 'es')).toBe('2027');
    expect(dateFilterText('', 'es')).toBe('');
    for (const typed of ['31/03/2027', '03/2027', '2027']) {
      expect(dateFilterText(dateFilterValue(typed, 'it'), 'it')).toBe(typed);
    }
  });
});
