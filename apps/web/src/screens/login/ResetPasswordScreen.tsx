import { Anchor, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessage } from '../../api/api-response.ts';
import { applyFieldErrors } from '../../forms/apply-field-errors.ts';
import { fieldErrorText } from '../../forms/field-error.ts';
import { FormAlert } from '../../kit/FormAlert.tsx';
import { PasswordField } from '../../kit/PasswordField.tsx';
import { showSuccessToast } from '../../notifications/toast.tsx';
import { resetPassword } from '../../session/password.api.ts';
import { AuthPage } from './AuthPage.tsx';
import { rulesResolver } from './form-rules.ts';
import { type ResetPasswordValues, validateResetPassword } from './reset-password.rules.ts';

const FIELDS = ['password', 'password_confirmation'] as const;

/** Opened from the e-mailed link `/login/password/reset?client_id=23&token=...`. */
export function ResetPasswordScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({
    resolver: rulesResolver(validateResetPassword),
    defaultValues: { password: '', password_confirmation: '' },
  });

  const submit = handleSubmit(
    async (values) => {
      setFailure(null);
      const response = await resetPassword({ token, ...values });
      if (response.ok) {
        showSuccessToast(t('toast.passwordChanged'));
        await navigate('/login', { replace: true });
        return;
      }
      if (response.status === 0) {
        setFailure(t('errors.network'));
        return;
      }
      const elsewhere = applyFieldErrors(setError, response.content?.errors, FIELDS);
      const onFields = response.status === 422 && elsewhere.length === 0;
      setFailure(
        onFields
          ? t('errors.invalidForm')
          : (elsewhere[0] ?? errorMessage(response) ?? t('errors.unexpected')),
      );
    },
    () => setFailure(t('errors.invalidForm')),
  );

  if (!token) {
    return (
      <AuthPage title={t('resetPassword.title')}>
        <Stack gap="md">
          <FormAlert message={t('resetPassword.invalidLink')} />
          <Anchor component={Link} to="/login/password/forgot" size="sm" ta="center">
            {t('resetPassword.requestNewLink')}
          </Anchor>
        </Stack>
      </AuthPage>
    );
  }

  return (
    <AuthPage title={t('resetPassword.title')}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <FormAlert message={failure} />
          <PasswordField
            label={t('resetPassword.password')}
            autoComplete="new-password"
            required
            error={fieldErrorText(t, errors.password)}
            {...register('password')}
          />
          <PasswordField
            label={t('resetPassword.passwordConfirmation')}
            autoComplete="new-password"
            required
            error={fieldErrorText(t, errors.password_confirmation)}
            {...register('password_confirmation')}
          />
          <Button type="submit" loading={isSubmitting} fullWidth>
            {t('resetPassword.submit')}
          </Button>
          <Anchor component={Link} to="/login" size="sm" ta="center">
            {t('common.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </AuthPage>
  );
}
