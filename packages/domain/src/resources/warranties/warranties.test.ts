import { describe, expect, it } from 'vitest';
import { allowedTransitions } from '../../workflows/workflow.ts';
import { warrantySchema } from './warranties.ts';
import { warrantyWorkflow } from './warranty-workflow.ts';

const agent = { roles: ['AZ_SAT'], permissions: ['azc-warranties-update'] };
const valid = {
  az_iso: 'gar-1',
  company_id: 1,
  description: 'No enciende',
  lines: [{ article: 'AZX6', quantity: 1, serial_number: 'SN1' }],
};

describe('the warranty workflow (spec section 4, SPEC-RULINGS)', () => {
  it('never leads to hold, but leaves it (reopened or cancelled)', () => {
    expect(warrantyWorkflow.transitions.filter((t) => t.to === 'hold')).toEqual([]);
    expect(allowedTransitions(warrantyWorkflow, 'hold', agent).map((t) => t.to)).toEqual([
      'opened',
      'cancelled',
    ]);
  });

  it('asks for observations on every transition, and for a reason to open, cancel and close', () => {
    expect(warrantyWorkflow.transitions.every((t) => t.noteRequired)).toBe(true);
    const withReason = warrantyWorkflow.transitions
      .filter((t) => 'reason' in t.schema.shape)
      .map((t) => t.to);
    expect(withReason.sort()).toEqual(['cancelled', 'closed', 'opened']);
  });
});

describe('a warranty', () => {
  it('takes a reposition order of exactly 8 digits only', () => {
    expect(warrantySchema.safeParse({ ...valid, reposition_order: '99999999' }).success).toBe(true);
    for (const bad of ['9999999', '999999999', '$-99999999', '9999999A']) {
      const parsed = warrantySchema.safeParse({ ...valid, reposition_order: bad });
      expect(parsed.error?.issues[0]?.message, bad).toBe('validations.repositionOrder');
    }
  });

  it('needs at least one line, each with its article and serial number', () => {
    expect(warrantySchema.safeParse({ ...valid, lines: [] }).success).toBe(false);
    const noSerial = warrantySchema.safeParse({ ...valid, lines: [{ article: 'AZX6', quantity: 1 }] });
    expect(noSerial.error?.issues[0]?.path).toEqual(['lines', 0, 'serial_number']);
  });
});
