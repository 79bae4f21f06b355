import { Anchor } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../notifications/toast.tsx';

/**
 * "Sign in with single sign-on": the board's code flow with PKCE (docs/sso.md). The OAuth client
 * code loads on click, so the sign-in page does not carry it.
 */
export function SsoSignInLink() {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState(false);
  const start = async () => {
    setLeaving(true);
    try {
      await (await import('../../session/sso-sign-in.ts')).startSsoSignIn();
    } catch {
      setLeaving(false);
      showErrorToast(t('errors.network'));
    }
  };
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      ta="center"
      disabled={leaving}
      onClick={() => void start()}
    >
      {t('login.singleSignOn')}
    </Anchor>
  );
}
