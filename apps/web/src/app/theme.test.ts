import { describe, expect, it } from 'vitest';
import { AA_TEXT_CONTRAST, contrastRatio } from './readable-colors.ts';
import { lightSchemeColor, resolvedTheme } from './theme-colors.test-helper.ts';

describe('theme text colours', () => {
  const { colors, white } = resolvedTheme;

  it('keeps dimmed helper texts readable (WCAG AA) on white and on striped or hovered rows', () => {
    const dimmed = lightSchemeColor('var(--mantine-color-dimmed)');
    for (const background of [white, colors.gray[0], colors.gray[1]]) {
      expect(contrastRatio(dimmed, background)).toBeGreaterThanOrEqual(AA_TEXT_CONTRAST);
    }
  });

  it('keeps field error messages readable (WCAG AA) on white', () => {
    expect(contrastRatio(lightSchemeColor('var(--mantine-color-error)'), white)).toBeGreaterThanOrEqual(
      AA_TEXT_CONTRAST,
    );
  });

  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#868e96', '#ffffff')).toBeCloseTo(3.32, 2);
  });
});
