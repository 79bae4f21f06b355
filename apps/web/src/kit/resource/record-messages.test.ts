import { companies, manufacturers } from '@proboard/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { en } from '../../i18n/locales/en.ts';
import { es } from '../../i18n/locales/es.ts';
import { deletedNotice, savedNotice } from './record-messages.ts';

beforeAll(async () => {
  await i18n.init({
    lng: 'es',
    resources: { es: { translation: es }, en: { translation: en } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
});

describe('save and delete notices name the entity (spec section 8)', () => {
  it('names the resource and the saved record from the server answer', () => {
    const answer = { company: { id: 7, name: 'Climatizaciones Levante SL' } };
    expect(savedNotice(i18n.t, companies, answer)).toBe(
      'Se ha guardado correctamente: empresa «Climatizaciones Levante SL»',
    );
    expect(savedNotice(i18n.getFixedT('en'), companies, answer)).toBe(
      'Saved successfully: company “Climatizaciones Levante SL”',
    );
  });

  it('names the deleted record by the label the confirmation showed', () => {
    expect(deletedNotice(i18n.t, manufacturers, 'DAIKIN - Daikin')).toBe(
      'Se ha eliminado correctamente: fabricante «DAIKIN - Daikin»',
    );
  });

  it('falls back to the plain notice when the answer holds no record', () => {
    expect(savedNotice(i18n.t, companies, { message: 'ok' })).toBe('Se ha guardado correctamente');
  });
});
