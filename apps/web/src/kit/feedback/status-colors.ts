import type { BadgeVariant, MantineColor } from '@mantine/core';
import type { BadgeStatus } from '@proboard/domain';

/** How a status badge is drawn: its colour's light tint behind text of that colour. */
export const STATUS_BADGE_VARIANT: BadgeVariant = 'light';
/** The colour of a status the kit does not know. */
export const UNKNOWN_STATUS_COLOR: MantineColor = 'gray';

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
  accepted: 'lime',
  requested: 'cyan',
  pickup_requested: 'indigo',
  pickup_processed: 'violet',
  blocked: 'red',
} as const satisfies Record<BadgeStatus, MantineColor>;
