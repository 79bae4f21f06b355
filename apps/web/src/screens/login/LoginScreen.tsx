import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { fieldErrorText } from '../../forms/field-error.ts';
import { FormAlert } from '../../kit/FormAlert.tsx';
import { PasswordField } from '../../kit/PasswordField.tsx';
import { takeRememberedRoute } from '../../session/session-storage.ts';
import { signIn } from '../../session/sign-in.ts';
import { AuthPage } from './AuthPage.tsx';
import { rulesResolver } from './form-rules.ts';
import { type LoginValues, validateLogin } from './login.rules.ts';
import { signInErrorMessage } from './sign-in-error.ts';

export function LoginScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    resolver: rulesResolver(validateLogin),
    defaultValues: { email: '', password: '' },
  });

  const submit = handleSubmit(
    async (credentials) => {
      setFailure(null);
      const outcome = await signIn(credentials);
      if (outcome.ok) {
        await navigate(takeRememberedRoute() ?? '/', { replace: true });
      } else {
        setFailure(signInErrorMessage(t, outcome.status, outcome.message));
      }
    },
    () => setFailure(t('errors.invalidForm')),
  );

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
        </Stack>
      </form>
    </AuthPage>
  );
}
