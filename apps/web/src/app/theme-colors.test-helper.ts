import { DEFAULT_THEME, deepMerge, defaultCssVariablesResolver, mergeMantineTheme } from '@mantine/core';
import { cssVariablesResolver, theme } from './theme.ts';

/** The app's theme as MantineProvider resolves it. */
export const resolvedTheme = mergeMantineTheme(DEFAULT_THEME, theme);

// What the app's MantineProvider writes for the light scheme: Mantine's variables, then ours.
const merged = deepMerge(defaultCssVariablesResolver(resolvedTheme), cssVariablesResolver(resolvedTheme));
const variables: Record<string, string> = { ...merged.variables, ...merged.light };

/** A colour as the light scheme draws it: `var(--mantine-color-green-light)` -> '#d3f9d8'. */
export function lightSchemeColor(css: string): string {
  const name = /^var\((--[\w-]+)\)$/.exec(css)?.[1];
  if (!name) return css;
  const value = variables[name];
  if (value === undefined) throw new Error(`${name} is not defined`);
  return lightSchemeColor(value);
}
