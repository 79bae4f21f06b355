import { describe, expect, it } from 'vitest';
import { rowOpenIntent } from './row-open.ts';

const cell = { closest: () => null };
const button = { closest: () => ({}) };

describe('row opening', () => {
  it('opens in place on double click and in a new tab on middle click', () => {
    expect(rowOpenIntent({ type: 'dblclick', button: 0, target: cell as never })).toBe('here');
    expect(rowOpenIntent({ type: 'auxclick', button: 1, target: cell as never })).toBe('new-tab');
  });

  it('ignores other buttons and clicks on controls inside the row', () => {
    expect(rowOpenIntent({ type: 'auxclick', button: 2, target: cell as never })).toBeNull();
    expect(rowOpenIntent({ type: 'click', button: 0, target: cell as never })).toBeNull();
    expect(rowOpenIntent({ type: 'dblclick', button: 0, target: button as never })).toBeNull();
    expect(rowOpenIntent({ type: 'auxclick', button: 1, target: null })).toBe('new-tab');
  });
});
