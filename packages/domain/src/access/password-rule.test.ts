import { describe, expect, it } from 'vitest';
import { guessableNameIn } from './password-rule.ts';

describe('guessableNameIn', () => {
  it('finds the product and company names whatever the case, spacing, accents or look-alike digits', () => {
    expect(guessableNameIn('ProBoard-2024')).toBe('PRO board');
    expect(guessableNameIn('my pro board key')).toBe('PRO board');
    expect(guessableNameIn('PR0B0ARD!!')).toBe('PRO board');
    expect(guessableNameIn('a1rzone rules')).toBe('Airzone');
    expect(guessableNameIn('ÁIRZÓNE clima')).toBe('Airzone');
    expect(guessableNameIn('4ltr4 forever')).toBe('Altra');
  });

  it('leaves ordinary words that merely contain the short name alone', () => {
    expect(guessableNameIn('digital track lamp')).toBeNull();
    expect(guessableNameIn('total transfer of sal')).toBeNull();
    expect(guessableNameIn('lámpara de sal del desván')).toBeNull();
  });
});
