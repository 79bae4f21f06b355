import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiResponse, errorMessage } from '../../api/api-response.ts';
import { unwrap } from '../../api/gateway-error.ts';
import { showSuccessToast } from '../../feedback/index.ts';
import { FormAlert } from '../../kit/FormAlert.tsx';
import { CodeInput } from './CodeInput.tsx';
import { EnrolmentDetails } from './EnrolmentDetails.tsx';
import { RecoveryCodes } from './RecoveryCodes.tsx';
import { type Enrolment, mySecondFactor } from './second-factor.api.ts';

const STATUS_KEY = ['auth', 'second-factor'];

/**
 * The signed-in user's two-step verification (the user menu's modal): turn it on (QR code, first
 * code, recovery codes shown once), new recovery codes, or turn it off (each asking for a code).
 */
export function SecondFactorSettings({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: STATUS_KEY,
    queryFn: async () => unwrap(await mySecondFactor.status()).second_factor,
  });
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  /** Runs one call; a refusal shows the server's message (wrong code, locked, required by the group). */
  async function run<T>(name: string, call: () => Promise<ApiResponse<T>>): Promise<T | null> {
    setBusy(name);
    setFailure(null);
    try {
      const answer = await call();
      if (!answer.ok) {
        setFailure(errorMessage(answer) ?? t('errors.unexpected'));
        setCode('');
        return null;
      }
      setCode('');
      await queryClient.invalidateQueries({ queryKey: STATUS_KEY });
      return answer.content;
    } finally {
      setBusy(null);
    }
  }

  if (recoveryCodes) {
    return <RecoveryCodes codes={recoveryCodes} onDone={onClose} doneLabel={t('secondFactor.close')} />;
  }
  if (status.isPending) return <Loader role="status" size="sm" aria-label={t('kit.table.loading')} />;
  if (status.isError) return <Alert color="red">{t('secondFactor.loadError')}</Alert>;
  const state = status.data;

  if (!state.enrolled) {
    const confirm = async (event: React.FormEvent) => {
      event.preventDefault();
      const done = await run('confirm', () => mySecondFactor.confirm(code.trim()));
      if (!done) return;
      showSuccessToast(t('secondFactor.enabled'));
      setRecoveryCodes(done.recovery_codes);
    };
    return (
      <Stack gap="md">
        <FormAlert message={failure} />
        {state.required ? <Text size="sm">{t('secondFactor.required')}</Text> : null}
        {enrolment ? (
          <form noValidate onSubmit={confirm}>
            <Stack gap="md">
              <EnrolmentDetails enrolment={enrolment} />
              <CodeInput label={t('secondFactor.firstCodeLabel')} value={code} onChange={setCode} />
              <Button type="submit" loading={busy === 'confirm'}>
                {t('secondFactor.confirm')}
              </Button>
            </Stack>
          </form>
        ) : (
          <>
            <Text size="sm">{t('secondFactor.statusOff')}</Text>
            <Text size="sm" c="gray.7">
              {t('secondFactor.startDescription')}
            </Text>
            <Button
              loading={busy === 'start'}
              onClick={async () => {
                const started = await run('start', mySecondFactor.start);
                if (started) setEnrolment(started.enrolment);
              }}
            >
              {t('secondFactor.start')}
            </Button>
          </>
        )}
      </Stack>
    );
  }

  const since = state.confirmed_at
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(state.confirmed_at))
    : '';
  const needsCode = () => {
    if (code.trim()) return true;
    setFailure(t('errors.invalidForm'));
    return false;
  };
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      <Stack gap="md">
        <FormAlert message={failure} />
        <Text size="sm" data-testid="second-factor-status">
          {t('secondFactor.statusOn', { date: since, count: state.recovery_codes_left })}
        </Text>
        {state.required ? <Text size="sm">{t('secondFactor.required')}</Text> : null}
        <CodeInput label={t('secondFactor.currentCodeLabel')} value={code} onChange={setCode} />
        <Group>
          <Button
            variant="light"
            loading={busy === 'codes'}
            onClick={async () => {
              if (!needsCode()) return;
              const done = await run('codes', () => mySecondFactor.newRecoveryCodes(code.trim()));
              if (!done) return;
              showSuccessToast(t('secondFactor.regenerated'));
              setRecoveryCodes(done.recovery_codes);
            }}
          >
            {t('secondFactor.regenerate')}
          </Button>
          {state.required ? null : (
            <Button
              variant="light"
              color="red"
              loading={busy === 'disable'}
              onClick={async () => {
                if (!needsCode()) return;
                if (await run('disable', () => mySecondFactor.disable(code.trim())))
                  showSuccessToast(t('secondFactor.disabled'));
              }}
            >
              {t('secondFactor.disable')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
