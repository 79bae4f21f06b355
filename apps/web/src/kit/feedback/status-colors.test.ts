import { describe, expect, it } from 'vitest';
import { es } from '../../i18n/locales/es.ts';
import { STATUS_COLORS, toBadgeStatus } from './status-colors.ts';

const SPEC_STATUSES =
  'open answered closed cancelled delivered pending sent confirmed hold active pending_activation inactive eol eom eos available development beta retained rejected created updated deleted error success processing disabled archived skiped';

describe('status badge', () => {
  it('has a colour and a text for every status of spec section 4', () => {
    for (const status of SPEC_STATUSES.split(' ')) {
      expect(STATUS_COLORS).toHaveProperty(status);
      expect(es.kit.status).toHaveProperty(status);
    }
  });

  it('reads statuses whatever their case, and the other spellings', () => {
    expect(toBadgeStatus('EoS')).toBe('eos');
    expect(toBadgeStatus('skipped')).toBe('skiped');
    expect(toBadgeStatus('unknown')).toBeNull();
  });
});
