import { guessableNameIn, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@proboard/domain';
import { dictionary } from '@zxcvbn-ts/language-common';
import { z } from 'zod';

/**
 * The 49,000 most common passwords of zxcvbn-ts (lowercase; from leaked password lists), kept on the
 * server only: the web shows the server's 422 message on the field instead of shipping the list.
 */
let common: ReadonlySet<string> | null = null;
const commonPasswords = () => {
  common ??= new Set(dictionary['passwords-common']);
  return common;
};

export const isCommonPassword = (password: string) => commonPasswords().has(password.trim().toLowerCase());

/**
 * A password someone chooses: long enough, not among the most common ones, without the product's
 * or the company's name. Each refusal is a message key of its own, so the user reads why.
 */
export const chosenPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, { error: 'validations.password' })
  .max(MAX_PASSWORD_LENGTH)
  .superRefine((password, ctx) => {
    if (password.length < MIN_PASSWORD_LENGTH) return;
    const name = guessableNameIn(password);
    if (name) ctx.addIssue({ code: 'custom', message: 'validations.passwordName', params: { name } });
    else if (isCommonPassword(password))
      ctx.addIssue({ code: 'custom', message: 'validations.passwordCommon' });
  });
