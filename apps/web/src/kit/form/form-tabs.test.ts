import type { FieldDef } from '@proboard/domain';
import { describe, expect, it } from 'vitest';
import { fieldTabs, tabsWithErrors } from './form-tabs.ts';

const field = (key: string, tab?: string, kind: FieldDef['kind'] = 'text'): FieldDef => ({
  key,
  kind,
  ...(tab ? { tab } : {}),
});

describe('form tabs', () => {
  it('keeps a form without tabs as one group', () => {
    expect(fieldTabs([field('a'), field('b')])).toEqual([{ tab: null, fields: [field('a'), field('b')] }]);
  });

  it('groups by tab in the order tabs first appear; an untabbed field joins the first tab', () => {
    const groups = fieldTabs([field('a', 'general'), field('b', 'dims'), field('c'), field('d', 'general')]);
    expect(groups.map((g) => [g.tab, g.fields.map((f) => f.key)])).toEqual([
      ['general', ['a', 'c', 'd']],
      ['dims', ['b']],
    ]);
  });

  it('marks the tabs whose fields hold an error, the markets field for either market list', () => {
    const groups = fieldTabs([
      field('a', 'general'),
      field('markets', 'general', 'markets'),
      field('b', 'dims'),
    ]);
    expect(tabsWithErrors(groups, { b: { message: 'x' } })).toEqual(['dims']);
    expect(tabsWithErrors(groups, { markets_active: { message: 'x' } })).toEqual(['general']);
    expect(tabsWithErrors(groups, {})).toEqual([]);
  });
});
