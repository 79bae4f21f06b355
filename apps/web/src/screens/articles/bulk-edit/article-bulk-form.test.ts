import { articleBulkChangesSchema, articleBulkUpdateSchema } from '@proboard/domain';
import { describe, expect, it } from 'vitest';
import { bulkFieldErrors, bulkSelection, emptyBulkForm, toBulkChanges } from './article-bulk-form.ts';

describe('bulk edit form values', () => {
  it('sends only what the user chose to change', () => {
    expect(toBulkChanges(emptyBulkForm())).toEqual({});
    expect(
      toBulkChanges({
        ...emptyBulkForm(),
        altra_status_iso: 'eol',
        active: 'no',
        blocked: 'yes',
        markets_active_add: [3, 1],
      }),
    ).toEqual({ altra_status_iso: 'eol', active: false, blocked: true, markets_active_add: [3, 1] });
  });

  it('is checked by the server’s rules: at least one change, no market added and removed', () => {
    const nothing = articleBulkChangesSchema.safeParse(toBulkChanges(emptyBulkForm()));
    expect(nothing.error?.issues.map((issue) => issue.message)).toEqual(['validations.bulkNoChange']);
    const clash = articleBulkChangesSchema.safeParse(
      toBulkChanges({ ...emptyBulkForm(), markets_available_add: [1], markets_available_remove: [1] }),
    );
    expect(clash.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['markets_available_remove']);
    expect(
      articleBulkChangesSchema.safeParse(toBulkChanges({ ...emptyBulkForm(), blocked: 'no' })).success,
    ).toBe(true);
  });

  it('picks the ticked ids, or the list context when none is ticked', () => {
    const context = { currentPage: 2, perPage: 25, filter: { az_iso: 'AZ' }, sort: ['-created_at'] };
    expect(bulkSelection(['12', '7'], context)).toEqual({ ids: [12, 7] });
    const all = bulkSelection([], context);
    expect(all).toEqual({ context: JSON.stringify(context) });
    expect(articleBulkUpdateSchema.safeParse({ ...all, changes: { active: true } }).success).toBe(true);
  });

  it('puts the server’s `changes.<field>` errors on the form’s fields and keeps the others', () => {
    expect(
      bulkFieldErrors({
        'changes.markets_active_add': ['Un mercado activo debe estar también disponible'],
        changes: ['Elige al menos un cambio'],
        ids: ['Demasiados'],
        'changes.unknown': ['?'],
      }),
    ).toEqual({
      markets_active_add: ['Un mercado activo debe estar también disponible'],
      changes: ['Elige al menos un cambio'],
      ids: ['Demasiados'],
      'changes.unknown': ['?'],
    });
    expect(bulkFieldErrors(undefined)).toBeUndefined();
  });
});
