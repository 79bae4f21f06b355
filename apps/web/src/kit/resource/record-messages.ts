import type { ResourceDefinition } from '@proboard/domain';
import type { TFunction } from 'i18next';
import { type ResourceRow, readRecord } from '../api/resource-endpoints.ts';
import { resourceSingular } from '../text/translate.ts';
import { recordLabel } from './record-label.ts';

/**
 * Spec section 8, "saved or deleted correctly per entity": the notice names the resource and the
 * record ("Se ha guardado correctamente: empresa «Climatizaciones Levante SL»"); the words are
 * gender-neutral in every language, so one message serves every resource.
 */
function recordNotice(
  t: TFunction,
  definition: ResourceDefinition,
  label: string,
  done: 'saved' | 'deleted',
) {
  const name = resourceSingular(t, definition.name);
  if (!label) return done === 'saved' ? t('kit.form.saved') : t('kit.form.deleted');
  return done === 'saved'
    ? t('kit.form.savedRecord', { name, label })
    : t('kit.form.deletedRecord', { name, label });
}

/** The notice of a save, from the server's answer (the record it holds, when it does). */
export function savedNotice(t: TFunction, definition: ResourceDefinition, answer: unknown): string {
  let label = '';
  try {
    label = recordLabel(readRecord(definition, answer) as ResourceRow);
  } catch {
    // An answer without the record: the plain notice.
  }
  return recordNotice(t, definition, label, 'saved');
}

export const deletedNotice = (t: TFunction, definition: ResourceDefinition, label: string) =>
  recordNotice(t, definition, label, 'deleted');
