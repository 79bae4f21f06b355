import { z } from 'zod/mini';
import type { MessageKey } from '../../i18n/messages.ts';

const required: MessageKey = 'validations.required';
const mismatch: MessageKey = 'validations.passwordsMismatch';

/** Strength rules live on the server, which answers 422 with its own messages per field. */
export const resetPasswordSchema = z
  .object({
    password: z.string().check(z.minLength(1, { error: required })),
    password_confirmation: z.string().check(z.minLength(1, { error: required })),
  })
  .check(
    z.refine((values) => values.password === values.password_confirmation, {
      error: mismatch,
      path: ['password_confirmation'],
    }),
  );

export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;
