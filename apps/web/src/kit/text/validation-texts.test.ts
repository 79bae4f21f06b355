import { serverMessages } from '@proboard/domain';
import { describe, expect, it } from 'vitest';
import { esCatalogue } from '../../i18n/locales/catalogue/es.ts';

describe('validation texts', () => {
  it('has a text for every validation key the domain rules can raise', () => {
    const keys = Object.keys(serverMessages.es)
      .filter((key) => key.startsWith('validations.'))
      .map((key) => key.slice('validations.'.length));
    const missing = keys.filter((key) => !(key in esCatalogue.kit.validations));
    expect(missing).toEqual([]);
  });
});
