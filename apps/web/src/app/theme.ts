import { createTheme } from '@mantine/core';

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
    // Mantine dims the text of a toast below the WCAG AA contrast ratio.
    Notification: { styles: { description: { color: 'var(--mantine-color-text)' } } },
    Table: { defaultProps: { verticalSpacing: 'xs', fz: 'sm', striped: true, highlightOnHover: true } },
  },
});
