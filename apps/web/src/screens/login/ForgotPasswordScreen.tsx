import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '../../api/api-response.ts';
import { fieldErrorText } from '../../forms/field-error.ts';
import { FormAlert } from '../../kit/FormAlert.tsx';
import { requestPasswordReset } from '../../session/password.api.ts';
import { AuthPage } from './AuthPage.tsx';
import { type ForgotPasswordValues, validateForgotPassword } from './forgot-password.rules.ts';
import { rulesResolver } from './form-rules.ts';

type Outcome = { tone: 'success' | 'error'; message: string };

export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordValues>({
    resolver: rulesResolver(validateForgotPassword),
    defaultValues: { email: '' },
  });

  const submit = handleSubmit(
    async ({ email }) => {
      setOutcome(null);
      const response = await requestPasswordReset(email);
      if (response.ok) {
        // Neutral on purpose: the answer must not tell whether the e-mail has an account.
        setOutcome({ tone: 'success', message: response.content?.message ?? t('forgotPassword.sent') });
      } else {
        const message = response.status === 0 ? t('errors.network') : errorMessage(response);
        setOutcome({ tone: 'error', message: message ?? t('errors.unexpected') });
      }
    },
    () => setOutcome({ tone: 'error', message: t('errors.invalidForm') }),
  );

  return (
    <AuthPage title={t('forgotPassword.title')} description={t('forgotPassword.description')}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <FormAlert message={outcome?.message ?? null} tone={outcome?.tone} />
          <TextInput
            label={t('common.email')}
            type="email"
            autoComplete="email"
            required
            error={fieldErrorText(t, errors.email)}
            {...register('email')}
          />
          <Button type="submit" loading={isSubmitting} fullWidth>
            {t('forgotPassword.submit')}
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            {t('common.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </AuthPage>
  );
}
