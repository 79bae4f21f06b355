import type { MantineColor } from '@mantine/core';

/** Every badge status of spec section 4 with its colour. */
export const STATUS_COLORS = {
  open: 'blue',
  answered: 'cyan',
  closed: 'gray',
  cancelled: 'red',
  delivered: 'teal',
  pending: 'yellow',
  sent: 'indigo',
  confirmed: 'green',
  hold: 'orange',
  active: 'green',
  pending_activation: 'yellow',
  inactive: 'gray',
  eol: 'red',
  eom: 'orange',
  eos: 'yellow',
  available: 'green',
  development: 'violet',
  beta: 'grape',
  retained: 'orange',
  rejected: 'red',
  created: 'teal',
  updated: 'blue',
  deleted: 'red',
  error: 'red',
  success: 'green',
  processing: 'blue',
  disabled: 'gray',
  archived: 'dark',
  skiped: 'gray',
} as const satisfies Record<string, MantineColor>;

export type BadgeStatus = keyof typeof STATUS_COLORS;

/** Other spellings met in the data: imports say `skipped`. */
const ALIASES: Readonly<Record<string, BadgeStatus>> = { skipped: 'skiped', canceled: 'cancelled' };

export function toBadgeStatus(value: string): BadgeStatus | null {
  const key = value.trim().toLowerCase();
  if (key in STATUS_COLORS) return key as BadgeStatus;
  return ALIASES[key] ?? null;
}
