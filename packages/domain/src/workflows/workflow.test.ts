import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales.ts';
import { RESOURCE_LABELS } from '../i18n/resource-labels/index.ts';
import { returnWorkflow } from '../resources/aftersales/return-workflow.ts';
import { toBadgeStatus } from '../resources/badge-statuses.ts';
import { allowedTransitions, forbiddenPairs, transitionBetween, WORKFLOWS } from './index.ts';

const agent = { roles: [], permissions: ['azc-returns-read', 'azc-returns-update'] };
const reader = { roles: [], permissions: ['azc-returns-read'] };

describe('transition tables', () => {
  it('offer only what the state and the permissions allow', () => {
    expect(allowedTransitions(returnWorkflow, 'hold', agent).map((t) => t.to)).toEqual([
      'pending',
      'cancelled',
    ]);
    expect(allowedTransitions(returnWorkflow, 'requested', agent).map((t) => t.to)).toEqual([
      'delivered',
      'hold',
      'cancelled',
    ]);
    expect(allowedTransitions(returnWorkflow, 'delivered', agent)).toEqual([]);
    expect(allowedTransitions(returnWorkflow, 'hold', reader)).toEqual([]);
    expect(
      allowedTransitions(returnWorkflow, 'hold', { roles: ['AZ_SADMIN'], permissions: [] }),
    ).toHaveLength(2);
  });

  it('name every pair they do not hold, the same state included', () => {
    const pairs = forbiddenPairs(returnWorkflow);
    expect(pairs).toContainEqual(['hold', 'accepted']);
    expect(pairs).toContainEqual(['pending', 'pending']);
    expect(pairs).not.toContainEqual(['hold', 'pending']);
    expect(transitionBetween(returnWorkflow, 'pickup_processed', 'delivered')?.to).toBe('delivered');
  });

  it('use states that are badge statuses with a label in every locale, and start from a non-final state', () => {
    for (const workflow of Object.values(WORKFLOWS)) {
      for (const state of workflow.states) {
        expect(toBadgeStatus(state), state).toBe(state);
        for (const locale of LOCALES) {
          expect(
            (RESOURCE_LABELS[locale].values.status as Record<string, string>)[state],
            `${locale} ${state}`,
          ).toBeTruthy();
        }
      }
      expect(workflow.final).not.toContain(workflow.initial);
      for (const transition of workflow.transitions) expect(workflow.states).toContain(transition.to);
    }
  });
});
