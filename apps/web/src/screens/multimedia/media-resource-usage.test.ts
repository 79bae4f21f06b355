import { describe, expect, it } from 'vitest';
import { usageOf } from './media-resource-usage.ts';

describe('usageOf', () => {
  it('reads the classification from group to type and counts the users the lists leave out', () => {
    const usage = usageOf({
      media_group: { name: 'Documentos' },
      media_class: { name: 'Manuales' },
      media_type: { name: 'Instalación' },
      file: null,
      used_by: { products: [{ id: 1, az_iso: 'P1', name: 'Flexa' }], articles: [], families: [], total: 105 },
    });
    expect(usage.classification).toBe('Documentos > Manuales > Instalación');
    expect(usage.total).toBe(105);
    expect(usage.hidden).toBe(104);
  });

  it('copes with a record that has no users or classification yet', () => {
    expect(usageOf({})).toMatchObject({ classification: '', total: 0, hidden: 0, file: null });
  });
});
