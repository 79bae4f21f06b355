import { gateway } from '../../api/gateway.ts';
import type { TokenPair } from '../../session/token-pair.ts';

/** A new authenticator's secret, its otpauth URL and that URL as a QR code (`data:image/png`). */
export interface Enrolment {
  secret: string;
  otpauth_url: string;
  qr_code: string;
}

export interface SecondFactorStatus {
  enrolled: boolean;
  confirmed_at: string | null;
  recovery_codes_left: number;
  required: boolean;
}

const ME = 'mslogin.v1/auth/second-factor';

/** The sign-in's second step (public: no token yet, the challenge stands for the password). */
export const signInStep = {
  answer: (challenge: string, code: string) =>
    gateway.post<TokenPair & { recovery_codes?: string[] }>('mslogin.v1-public/auth/second-factor', {
      challenge,
      code,
    }),
  enrol: (challenge: string) =>
    gateway.post<{ enrolment: Enrolment }>('mslogin.v1-public/auth/second-factor/enrolment', { challenge }),
};

/** The signed-in user's own two-step verification. */
export const mySecondFactor = {
  status: () => gateway.get<{ second_factor: SecondFactorStatus }>(ME),
  start: () => gateway.post<{ enrolment: Enrolment }>(`${ME}/enrolment`, {}),
  confirm: (code: string) => gateway.post<{ recovery_codes: string[] }>(`${ME}/enrolment/confirm`, { code }),
  newRecoveryCodes: (code: string) =>
    gateway.post<{ recovery_codes: string[] }>(`${ME}/recovery-codes`, { code }),
  disable: (code: string) => gateway.post<{ message: string }>(`${ME}/disable`, { code }),
};

/** A staff user's factor, as an administrator sees and resets it. */
export const staffSecondFactor = {
  status: (apiPath: string, id: string) =>
    gateway.get<{ second_factor: SecondFactorStatus }>(`mslogin.v1/${apiPath}/${id}/second-factor`),
  reset: (apiPath: string, id: string) =>
    gateway.post<{ message: string }>(`mslogin.v1/${apiPath}/${id}/second-factor/reset`, {}),
};
