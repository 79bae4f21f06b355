import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A password input whose show/hide button has a translated name and can be reached by keyboard. */
export function PasswordField(props: PasswordInputProps) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': t('common.showPassword') }}
      {...props}
    />
  );
}
