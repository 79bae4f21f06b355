import { z } from 'zod';
import { number, numberValue } from '../../validation/rules.ts';

/** Order filter statuses of spec section 4. */
export const ORDER_STATUSES = [
  'pending_activation',
  'retained',
  'cancelled',
  'delivered',
  'sent',
  'confirmed',
  'blocked',
  'rejected',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Professional orders (a company's staff) and client orders (final customers): one table, a kind. */
export const ORDER_KINDS = ['professional', 'client'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

/** Where an order came from (the spec names the field, not its values). */
export const ORDER_ORIGINS = ['web', 'app', 'backoffice', 'phone', 'a3'] as const;

/** The largest amount one money field takes (10 million): far beyond any order, inside integer cents. */
export const ORDER_AMOUNT_MAX = 10_000_000;
/** Units of one article on one line. */
export const QUANTITY_MAX = 10_000;
/** Lines of one order. */
export const ORDER_LINES_MAX = 500;

/**
 * An exact decimal with at most two decimals from `min` to `max` (`19.99` or `"19.99"`): money and
 * percentages. Answered back as a JSON number; the server converts it to integer cents (or basis
 * points) before any arithmetic.
 */
const twoDecimalsOf = (value: z.ZodType<number, string | number>, max: number) =>
  value.pipe(
    z
      .number()
      .min(0)
      .max(max)
      .refine((v) => Math.round(v * 100) === Math.round(v * 100 * 1e6) / 1e6, {
        message: 'validations.number',
      }),
  );

/** Blank is 0 (a discount left empty). */
const blankIsZero = () =>
  z
    .union([z.number(), z.string()])
    .check(number())
    .transform((v) => (typeof v === 'number' ? v : Number(v.trim())));

/** An amount that must be typed (a unit price). */
export const requiredMoney = () => twoDecimalsOf(numberValue(), ORDER_AMOUNT_MAX);
/** An amount where blank means 0 (a shipping cost). */
export const money = () => twoDecimalsOf(blankIsZero(), ORDER_AMOUNT_MAX);
export const percent = () => twoDecimalsOf(blankIsZero(), 100);
