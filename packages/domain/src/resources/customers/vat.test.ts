import { describe, expect, it } from 'vitest';
import { isValidVat, normalizeVat } from './vat.ts';

describe('VAT numbers by country', () => {
  it.each([
    ['ES', '12345678Z', 'NIF'],
    ['ES', 'X1234567L', 'NIE'],
    ['ES', 'B12345674', 'CIF with a control digit'],
    ['ES', 'Q2826000H', 'CIF with a control letter'],
    ['ES', 'ES B-12345674', 'prefixed, with spaces and hyphens'],
    ['PT', '501964843', 'NIF'],
    ['PT', 'PT501964843', 'prefixed NIF'],
    ['FR', 'FR40303265045', 'TVA with its numeric key'],
    ['FR', '303265045', 'bare SIREN'],
    ['IT', '00743110157', 'partita IVA'],
    ['IT', 'IT00743110157', 'prefixed partita IVA'],
    ['DE', 'DE123456789', 'generic EU shape'],
  ])('%s %s (%s) is valid', (country, vat) => {
    expect(isValidVat(country, vat)).toBe(true);
  });

  it.each([
    ['ES', '12345678A', 'NIF with the wrong letter'],
    ['ES', 'X1234567A', 'NIE with the wrong letter'],
    ['ES', 'B12345675', 'CIF with the wrong control digit'],
    ['ES', 'P1234567 4', 'CIF of a kind that needs a control letter'],
    ['PT', '501964844', 'NIF with the wrong check digit'],
    ['PT', '50196484', 'NIF too short'],
    ['FR', 'FR41303265045', 'TVA with the wrong key'],
    ['FR', '303265046', 'SIREN failing Luhn'],
    ['IT', '00743110158', 'partita IVA with the wrong control'],
    ['DE', 'DE1', 'too short'],
    ['DE', 'DE12345678901234567', 'too long'],
    ['NL', 'NL12%45', 'symbols'],
  ])('%s %s (%s) is refused', (country, vat) => {
    expect(isValidVat(country, vat)).toBe(false);
  });

  it('stores one spelling: upper case without separators', () => {
    expect(normalizeVat(' esb-12.345 674 ')).toBe('ESB12345674');
  });
});
