import { buildPath, type RouteDef, routeByName, wikiVersionSchema } from '@proboard/domain';
import { describe, expect, it } from 'vitest';
import { screenKindOf } from '../../app/routing/screen-kind.ts';
import { formValuesToPayload } from '../../kit/form/form-values.ts';
import { formExtensionFor } from '../resource/resource-form-extensions.ts';
import { listExtensionFor } from '../resource/resource-list-extensions.ts';
import { VERSION_FORM, versionFormValues } from './version-form.ts';

const document = {
  id: 7,
  zone_id: 2,
  title: 'Cableado del bus',
  current_version: 3,
  translations: {
    es: { title: 'Cableado del bus', body: '<p>Usa cable apantallado.</p>' },
    en: { title: 'Bus wiring', body: '<p>Use shielded cable.</p>' },
  },
  attachments: ['/files/6f1c2d3e-0000-4000-8000-000000000001.pdf'],
  updated_at: '2025-03-01T10:00:00.000Z',
};

describe('version-create', () => {
  it('starts from the newest version and sends it over that number, with its own note', () => {
    const values = versionFormValues(document);
    expect(values.updated_at).toBeUndefined();
    expect(values.note).toBe('');
    const payload = formValuesToPayload(VERSION_FORM, { ...values, note: 'Cable de 2 hilos' });
    expect(payload).toMatchObject({
      based_on: 3,
      note: 'Cable de 2 hilos',
      attachments: document.attachments,
      translations: { es: document.translations.es, en: document.translations.en },
    });
    const parsed = wikiVersionSchema.safeParse(payload);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  });

  it('refuses, as the server does, a version without its Spanish title', () => {
    const values = versionFormValues({ ...document, translations: { en: document.translations.en } });
    const parsed = wikiVersionSchema.safeParse(formValuesToPayload(VERSION_FORM, values));
    expect(parsed.error?.issues.map((issue) => issue.path.join('.'))).toContain('translations.es.title');
  });

  it('has its own screen; docu-create stays the kit form, with the attachments part', () => {
    const route = (name: string) => routeByName(name) as RouteDef;
    expect(screenKindOf(route('wikizones-version-create'))).toBe('own-screen');
    expect(screenKindOf(route('wikizones-docu-create'))).toBe('resource-form');
    expect(buildPath('wikizones-version-create')).toBe('/wikizones/version-create');
    expect(formExtensionFor('wikizones')?.parts?.fieldKeys).toEqual(['attachments']);
    expect(formExtensionFor('wikizones')?.modes).toEqual(['details']);
    expect(listExtensionFor('wikizones')?.requires).toBe('create');
  });
});
