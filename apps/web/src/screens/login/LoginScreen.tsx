import { Anchor, Button, Loader, Stack, TextInput } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { fieldErrorText } from '../../forms/field-error.ts';
import { FormAlert } from '../../kit/FormAlert.tsx';
import { PasswordField } from '../../kit/PasswordField.tsx';
import { continueLoginInteraction } from '../../session/oauth-interaction.ts';
import { takeRememberedRoute } from '../../session/session-storage.ts';
import { type SecondFactorStep, signIn } from '../../session/sign-in.ts';
import { SsoSignInLink } from '../oauth/SsoSignInLink.tsx';
import { AuthPage } from './AuthPage.tsx';
import { rulesResolver } from './form-rules.ts';
import { type LoginValues, validateLogin } from './login.rules.ts';
import { signInErrorMessage } from './sign-in-error.ts';

// Loaded only when a second step is due: the sign-in screen stays within its size budget.
const SignInSecondFactor = lazy(async () => ({
  default: (await import('../second-factor/SignInSecondFactor.tsx')).SignInSecondFactor,
}));

export function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  /** Set after a correct password when two-step verification is due. */
  const [step, setStep] = useState<SecondFactorStep | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: rulesResolver(validateLogin),
    defaultValues: { email: '', password: '' },
  });

  /** Where a completed sign-in goes (after the password alone, or after its second step). */
  const signedIn = async () => {
    // A sign-in the login service asked for (an OAuth client) goes back to it instead.
    if (await continueLoginInteraction()) return;
    await navigate(takeRememberedRoute() ?? '/', { replace: true });
  };

  const submit = handleSubmit(
    async (credentials) => {
      setFailure(null);
      const outcome = await signIn(credentials);
      if (outcome.ok) {
        await signedIn();
      } else if ('step' in outcome) {
        setStep(outcome.step);
      } else {
        setFailure(signInErrorMessage(t, outcome.status, outcome.message));
      }
    },
    () => setFailure(t('errors.invalidForm')),
  );

  if (step) {
    const enrol = step.second_factor === 'enrol';
    return (
      <AuthPage
        title={enrol ? t('secondFactor.enrolTitle') : t('secondFactor.verifyTitle')}
        description={enrol ? t('secondFactor.enrolDescription') : t('secondFactor.verifyDescription')}
      >
        <Suspense fallback={<Loader size="sm" mx="auto" />}>
          <SignInSecondFactor step={step} onSignedIn={() => void signedIn()} onBack={() => setStep(null)} />
        </Suspense>
      </AuthPage>
    );
  }

  return (
    <AuthPage title={t('login.title')} description={t('login.subtitle')}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <FormAlert message={failure} />
          <TextInput
            label={t('common.email')}
            type="email"
            autoComplete="username"
            required
            error={fieldErrorText(t, errors.email)}
            {...register('email')}
          />
          <PasswordField
            label={t('common.password')}
            autoComplete="current-password"
            required
            error={fieldErrorText(t, errors.password)}
            {...register('password')}
          />
          <Button type="submit" loading={isSubmitting} fullWidth>
            {t('login.submit')}
          </Button>
          <Anchor component={Link} to="/login/password/forgot" size="sm" ta="center">
            {t('login.forgotPassword')}
          </Anchor>
          <SsoSignInLink />
        </Stack>
      </form>
    </AuthPage>
  );
}
