import { describe, expect, it } from 'vitest';
import { BADGE_STATUSES } from '../../resources/badge-statuses.ts';
import { RESOURCE_DEFINITIONS } from '../../resources/catalogue/index.ts';
import { LOCALES } from '../locales.ts';
import { fieldLabelIn, RESOURCE_LABELS, resourceTitleIn } from './index.ts';

describe('resource labels', () => {
  it.each(LOCALES)(
    '%s names every resource and every list column, so no Excel header is a raw key',
    (locale) => {
      for (const definition of Object.values(RESOURCE_DEFINITIONS)) {
        expect(resourceTitleIn(locale, definition.name), definition.name).not.toBe(definition.name);
        const unnamed = definition.columns
          .map((column) => column.key)
          .filter((key) => fieldLabelIn(locale, definition.name, key) === key);
        expect(unnamed, `${locale} ${definition.name}`).toEqual([]);
      }
    },
  );

  it.each(LOCALES)('%s has a text for every badge status and for yes and no', (locale) => {
    const { values } = RESOURCE_LABELS[locale];
    for (const status of BADGE_STATUSES) expect(values.status[status].trim(), status).not.toBe('');
    expect([values.yes, values.no].every((word) => word.trim() !== '')).toBe(true);
  });
});
