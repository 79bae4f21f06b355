import { type CSSVariablesResolver, createTheme } from '@mantine/core';
import inputClasses from './inputs.module.css';
import { readableShade } from './readable-colors.ts';

/**
 * A dense, quiet back-office look: small controls, tight tables, one accent colour. Components are
 * configured by name, not with `Component.extend`, so the theme does not pull them into every chunk.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white text on buttons above the WCAG AA contrast ratio.
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'sm',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '600' },
  cursorType: 'pointer',
  components: {
    Button: { defaultProps: { size: 'sm' } },
    ActionIcon: { defaultProps: { variant: 'subtle', size: 'lg' } },
    TextInput: { defaultProps: { size: 'sm' } },
    // Every input built on Input (text, number, textarea, select): disabled text stays readable.
    Input: { classNames: { input: inputClasses.input } },
    // Mantine dims the text of a toast below the WCAG AA contrast ratio.
    Notification: { styles: { description: { color: 'var(--mantine-color-text)' } } },
    Table: { defaultProps: { verticalSpacing: 'xs', fz: 'sm', striped: true, highlightOnHover: true } },
  },
});

/**
 * Text colours that Mantine's light scheme leaves under WCAG AA (axe measured 2.7 to 3.8:1): the
 * dimmed grey of helper texts and descriptions (on white and on striped or hovered table rows),
 * the error red of field messages, and the text of every colour's light variant (badges, light
 * buttons) on its tint and its hover tint. Each becomes the palette's first shade that reads at
 * 4.5:1, darker still where none does.
 */
export const cssVariablesResolver: CSSVariablesResolver = ({ colors, white }) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': readableShade(colors.gray, 6, [white, colors.gray[0], colors.gray[1]]),
    '--mantine-color-error': readableShade(colors.red, 6, [white]),
  };
  for (const [name, palette] of Object.entries(colors)) {
    light[`--mantine-color-${name}-light-color`] = readableShade(palette, 9, [palette[1], palette[2]]);
  }
  return { variables: {}, light, dark: {} };
};
