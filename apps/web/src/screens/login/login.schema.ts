// zod/mini keeps the sign-in chunk inside its budget; the same zod core, without the chained API.
import { z } from 'zod/mini';
import type { MessageKey } from '../../i18n/messages.ts';

const isEmail: MessageKey = 'validations.isEmail';
const required: MessageKey = 'validations.required';

export const emailField = z.pipe(z.string().check(z.trim()), z.email({ error: isEmail }));

export const loginSchema = z.object({
  email: emailField,
  password: z.string().check(z.minLength(1, { error: required })),
});

export type LoginValues = z.infer<typeof loginSchema>;
