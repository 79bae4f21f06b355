import {
  agentCommissions,
  coupons,
  markets,
  type ResourceDefinition,
  returns,
  shipments,
  warranties,
} from '@proboard/domain';
import { describe, expect, it } from 'vitest';
import {
  DATE_FORMAT,
  DATE_TIME_FORMAT,
  DECIMAL_PERCENT_FORMAT,
  excelColumns,
  MONEY_FORMAT,
  MONTH_FORMAT,
  PERCENT_FORMAT,
} from './excel-columns.ts';

const events = {
  ...markets,
  name: 'events',
  columns: [
    { key: 'day', type: 'date' },
    { key: 'created_at', type: 'date' },
    { key: 'market' },
    { key: 'languages' },
  ],
} as ResourceDefinition;

describe('Excel columns', () => {
  const [day, createdAt, market, languages] = excelColumns(events, 'fr', 'Europe/Paris');

  it('keeps a date without a time a date, and gives a date-time its time of day', () => {
    expect(day!.cell('2026-03-04')).toEqual({
      value: new Date(Date.UTC(2026, 2, 4)),
      style: { numFmt: DATE_FORMAT },
    });
    expect(createdAt!.cell(new Date('2026-03-04T23:30:00Z'))).toEqual({
      value: new Date('2026-03-05T00:30:00Z'),
      style: { numFmt: DATE_TIME_FORMAT },
    });
    expect(createdAt!.cell(null).value).toBeNull();
  });

  it('writes related records by name and lists joined, as the list shows them', () => {
    expect(market!.cell({ id: 3, iso: 'FR', name: 'France' }).value).toBe('France');
    expect(languages!.cell(['fr', 'en']).value).toBe('fr, en');
    // A text that looks like a date stays text outside a date column.
    expect(market!.cell('2026-03-04').value).toBe('2026-03-04');
  });
});

describe('Excel columns of enumerated values', () => {
  it("write the names the resource gives its values, in the caller's language (a warranty's payment type)", () => {
    const payment = (locale: 'es' | 'fr') =>
      excelColumns(warranties, locale, 'Europe/Madrid').find((c) => c.key === 'type_payment_iso')!;
    expect(payment('es').cell('GOODWILL').value).toBe('Cortesía comercial');
    expect(payment('fr').cell('WARRANTY').value).not.toBe('WARRANTY');
    // A value the resource does not name stays as it is.
    expect(payment('es').cell('OTHER').value).toBe('OTHER');
  });
});

describe('Excel columns of states', () => {
  const status = (definition: ResourceDefinition, locale: 'es' | 'fr') =>
    excelColumns(definition, locale, 'Europe/Madrid').find((c) => c.key === 'status')!;

  it("write a state in words that agree with the resource's noun, as its list's badge does", () => {
    // una devolución cancelada, un envío cancelado; une expédition annulée, un retour annulé.
    expect(status(returns, 'es').cell('cancelled').value).toBe('Cancelada');
    expect(status(shipments, 'es').cell('cancelled').value).toBe('Cancelado');
    expect(status(shipments, 'fr').cell('cancelled').value).toBe('Annulée');
    expect(status(returns, 'fr').cell('cancelled').value).toBe('Annulé');
    // A value no state names stays as it is.
    expect(status(returns, 'es').cell('lost').value).toBe('lost');
  });
});

describe('Excel columns of money', () => {
  it('write an amount as a number in euros, whether PostgreSQL gave it as a number or as numeric text', () => {
    const total = excelColumns(returns, 'es', 'Europe/Madrid').find((c) => c.key === 'total')!;
    expect(total.cell(931.2)).toEqual({ value: 931.2, style: { numFmt: MONEY_FORMAT } });
    expect(total.cell('1620.08')).toEqual({ value: 1620.08, style: { numFmt: MONEY_FORMAT } });
    expect(total.cell(null).value).toBeNull();
  });

  it("write a coupon's discount in the unit its type gives: 15 is 15 %, 50 is 50 €", () => {
    const discount = excelColumns(coupons, 'es', 'Europe/Madrid').find((c) => c.key === 'discount')!;
    expect(discount.cell('15.00', { type: 'percentage' })).toEqual({
      value: 15,
      style: { numFmt: PERCENT_FORMAT },
    });
    expect(discount.cell(12.5, { type: 'percentage' })).toEqual({
      value: 12.5,
      style: { numFmt: DECIMAL_PERCENT_FORMAT },
    });
    expect(discount.cell('50.00', { type: 'fixed' })).toEqual({ value: 50, style: { numFmt: MONEY_FORMAT } });
    // A type no unit names keeps the plain number.
    expect(discount.cell(7, { type: 'other' })).toEqual({ value: 7, style: {} });
  });
});

describe('Excel columns of months', () => {
  it("write a commission's month as a date shown as month and year", () => {
    const month = excelColumns(agentCommissions, 'es', 'Europe/Madrid').find((c) => c.key === 'month')!;
    expect(month.cell('2026-11-01')).toEqual({
      value: new Date(Date.UTC(2026, 10, 1)),
      style: { numFmt: MONTH_FORMAT },
    });
  });
});
