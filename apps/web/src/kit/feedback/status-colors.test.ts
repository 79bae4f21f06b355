import { toBadgeStatus } from '@proboard/domain';
import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio } from '../../app/readable-colors.ts';
import { lightSchemeColor, resolvedTheme } from '../../app/theme-colors.test-helper.ts';
import { es } from '../../i18n/locales/es.ts';
import { STATUS_BADGE_VARIANT, STATUS_COLORS, UNKNOWN_STATUS_COLOR } from './status-colors.ts';

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

describe('status badge contrast', () => {
  it('reads at WCAG AA (4.5:1) in every status colour, text on the badge background', () => {
    const colors = new Set<string>([...Object.values(STATUS_COLORS), UNKNOWN_STATUS_COLOR]);
    const ratios = [...colors].map((color) => {
      const drawn = resolvedTheme.variantColorResolver({
        color,
        theme: resolvedTheme,
        variant: STATUS_BADGE_VARIANT,
      });
      return {
        color,
        ratio: contrastRatio(lightSchemeColor(drawn.color), lightSchemeColor(drawn.background)),
      };
    });
    expect(ratios.filter(({ ratio }) => ratio < AA_TEXT_CONTRAST)).toEqual([]);
    // The colours axe measured under AA before: green 3.8:1, yellow (EoS) 2.7:1.
    expect(ratios.map(({ color }) => color)).toEqual(expect.arrayContaining(['green', 'yellow', 'orange']));
  });
});
