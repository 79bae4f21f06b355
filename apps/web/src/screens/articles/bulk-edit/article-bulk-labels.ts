import type { ArticleBulkChanges } from '@proboard/domain';
import type { TFunction } from 'i18next';
import { fieldLabel, translateKey } from '../../../kit/text/translate.ts';
import { BULK_MARKET_FIELDS } from './article-bulk-form.ts';

/** The article's own field label, or the bulk edit's for its market lists ("Activar en"). */
export function bulkFieldLabel(t: TFunction, key: keyof ArticleBulkChanges): string {
  return (BULK_MARKET_FIELDS as readonly string[]).includes(key)
    ? translateKey(t, `resources.articles.bulk.fields.${key}`)
    : fieldLabel(t, 'articles', key);
}
