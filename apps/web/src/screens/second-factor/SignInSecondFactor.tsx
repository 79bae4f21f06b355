import { Anchor, Button, Loader, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api-response.ts';
import { FormAlert } from '../../kit/FormAlert.tsx';
import { type SecondFactorStep, startSession } from '../../session/sign-in.ts';
import { signInErrorMessage } from '../login/sign-in-error.ts';
import { CodeInput } from './CodeInput.tsx';
import { EnrolmentDetails } from './EnrolmentDetails.tsx';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { type Enrolment, signInStep } from './second-factor.api.ts';

interface Props {
  step: SecondFactorStep;
  /** The session is stored: go where the sign-in goes. */
  onSignedIn: () => void;
  /** Back to the password (the step expired, or the user chose to). */
  onBack: () => void;
}

/**
 * The sign-in's second step: a code from the authenticator app (or a recovery code); or, when the
 * user's group requires a factor they do not have, the enrolment first (QR code, first code, then
 * the recovery codes shown once).
 */
export function SignInSecondFactor({ step, onSignedIn, onBack }: Props) {
  const { t } = useTranslation();
  const enrol = step.second_factor === 'enrol';
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  useEffect(() => {
    if (!enrol) return;
    let current = true;
    void signInStep.enrol(step.challenge).then((answer) => {
      if (!current) return;
      if (answer.ok) setEnrolment(answer.content.enrolment);
      else setFailure(errorMessage(answer) ?? t('errors.unexpected'));
    });
    return () => {
      current = false;
    };
  }, [enrol, step.challenge, t]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return setFailure(t('errors.invalidForm'));
    setBusy(true);
    setFailure(null);
    try {
      const answer = await signInStep.answer(step.challenge, code.trim());
      if (!answer.ok) {
        setCode('');
        // 422: the code; 401: the step expired (the server says so); 429: locked for a while.
        return setFailure(
          answer.status === 401
            ? (errorMessage(answer) ?? t('errors.unexpected'))
            : signInErrorMessage(t, answer.status, errorMessage(answer)),
        );
      }
      const session = await startSession(answer.status, answer.content);
      if (!session.ok) return setFailure(t('errors.unexpected'));
      if (answer.content.recovery_codes?.length) setRecoveryCodes(answer.content.recovery_codes);
      else onSignedIn();
    } finally {
      setBusy(false);
    }
  };

  if (recoveryCodes) {
    return <RecoveryCodes codes={recoveryCodes} onDone={onSignedIn} doneLabel={t('secondFactor.continue')} />;
  }

  return (
    <form noValidate onSubmit={submit} aria-label={t('secondFactor.menu')}>
      <Stack gap="md">
        <FormAlert message={failure} />
        {enrol ? (
          enrolment ? (
            <EnrolmentDetails enrolment={enrolment} />
          ) : failure ? null : (
            <Loader role="status" size="sm" mx="auto" aria-label={t('kit.table.loading')} />
          )
        ) : null}
        <CodeInput
          label={enrol ? t('secondFactor.firstCodeLabel') : t('secondFactor.codeLabel')}
          description={enrol ? undefined : t('secondFactor.codeHint')}
          value={code}
          onChange={setCode}
        />
        <Button type="submit" loading={busy} fullWidth disabled={enrol && !enrolment}>
          {enrol ? t('secondFactor.confirm') : t('secondFactor.verify')}
        </Button>
        <Anchor component="button" type="button" size="sm" ta="center" onClick={onBack}>
          {t('secondFactor.back')}
        </Anchor>
      </Stack>
    </form>
  );
}
