import { darken, luminance, type MantineColorsTuple } from '@mantine/core';

/** WCAG 2 AA for text of normal size (1.4.3). */
export const AA_TEXT_CONTRAST = 4.5;

/** The WCAG contrast ratio of two opaque colours (hex or rgb[a]), from 1 to 21. */
export function contrastRatio(first: string, second: string): number {
  const [lighter = 0, darker = 0] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (lighter + 0.05) / (darker + 0.05);
}

const readsOn = (color: string, backgrounds: readonly string[]) =>
  backgrounds.every((background) => contrastRatio(color, background) >= AA_TEXT_CONTRAST);

/**
 * The first shade of `palette` from `from` on that reads at AA on every background; past shade 9,
 * shade 9 darkened in steps of 5 %. Mantine's own shades where one is dark enough, so the look
 * stays Mantine's; yellow, orange and green have none dark enough on their light tints.
 */
export function readableShade(
  palette: MantineColorsTuple,
  from: number,
  backgrounds: readonly string[],
): string {
  for (let shade = from; shade <= 9; shade++) {
    if (readsOn(palette[shade] ?? '#000000', backgrounds)) return palette[shade] ?? '#000000';
  }
  for (let step = 1; step < 20; step++) {
    const darker = darken(palette[9], step / 20);
    if (readsOn(darker, backgrounds)) return darker;
  }
  return '#000000';
}
