import { z } from 'zod/mini';
import { emailField } from './login.schema.ts';

export const forgotPasswordSchema = z.object({ email: emailField });

export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;
