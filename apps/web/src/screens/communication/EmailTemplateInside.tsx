import {
  Alert,
  Button,
  CopyButton,
  Group,
  List,
  Select,
  Stack,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import {
  EMAIL_LAYOUTS,
  type EmailEvent,
  emailTemplates,
  eventLink,
  eventVariables,
  isEmailEvent,
  LOCALES,
} from '@proboard/domain';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../api/api-response.ts';
import { gateway } from '../../api/gateway.ts';
import type { FormMode } from '../../kit/resource/form-mode.ts';
import { valueNames } from '../../kit/text/translate.ts';
import { translationsPayload } from '../../kit/translations/translation-values.ts';
import { showErrorToast, showSuccessToast } from '../../notifications/toast.tsx';
import { MailPreviewFrame } from './MailPreviewFrame.tsx';

const ENDPOINT = `msnotifier.v1/${emailTemplates.apiPath}` as const;

interface Preview {
  subject: string;
  html: string;
  text: string;
}

/** Only the interface locales: a template has no other language. */
const templateTexts = (value: unknown) =>
  Object.fromEntries(
    Object.entries(translationsPayload(value)).filter(([language]) =>
      (LOCALES as readonly string[]).includes(language),
    ),
  );

/**
 * Inside a template's form: the variables its event gives (copied to paste into the texts), a preview
 * of the texts as typed (saved or not) in any language and layout with sample data, rendered by the
 * server and shown in a sandboxed frame, and "send me a test" of the saved template.
 */
export function EmailTemplateInside({ mode, recordId }: { mode: FormMode; recordId: string | null }) {
  const { t } = useTranslation();
  const key = useWatch({ name: 'key' }) as string | null | undefined;
  const layout = useWatch({ name: 'layout' }) as string | undefined;
  const translations = useWatch({ name: 'translations' }) as unknown;
  const [language, setLanguage] = useState<string>('es');
  const [shownLayout, setShownLayout] = useState<string | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const event = key && isEmailEvent(key) ? (key as EmailEvent) : null;
  const layouts = valueNames(t, 'emailtemplates', 'layout') ?? {};
  const chosenLayout = shownLayout ?? layout ?? 'basic';

  const render = async () => {
    if (!event) return;
    setBusy(true);
    const answer = await gateway.post<{ preview: Preview }>(`${ENDPOINT}/preview`, {
      key: event,
      layout: chosenLayout,
      locale: language,
      translations: templateTexts(translations),
    });
    setBusy(false);
    if (answer.ok) {
      setPreview(answer.content.preview);
      setProblems([]);
    } else {
      setPreview(null);
      const errors = answer.content?.errors ?? {};
      setProblems(
        Object.values(errors).flat().length ? Object.values(errors).flat() : [t('mailScreens.previewError')],
      );
    }
  };

  const sendTest = async () => {
    if (!recordId) return;
    setBusy(true);
    const answer = await gateway.post<{ message: string }>(
      `${ENDPOINT}/${encodeURIComponent(recordId)}/test`,
      {
        locale: language,
        layout: chosenLayout,
      },
    );
    setBusy(false);
    if (answer.ok) showSuccessToast(answer.content.message);
    else showErrorToast(errorMessage(answer) ?? t('mailScreens.testError'));
  };

  return (
    <Stack gap="sm" mt="md" component="section" aria-labelledby="template-variables-title">
      <Title order={2} size="h4" id="template-variables-title">
        {t('mailScreens.variables')}
      </Title>
      {event ? (
        <>
          <Text size="sm" c="dimmed">
            {t('mailScreens.variablesHint')}
          </Text>
          <List spacing={4} size="sm">
            {Object.entries(eventVariables(event)).map(([name, variable]) => {
              const placeholder = `{{${name}}}`;
              const notes = [
                variable.secret ? t('mailScreens.secret') : null,
                eventLink(event) === name ? t('mailScreens.link') : null,
              ].filter(Boolean);
              return (
                <List.Item key={name}>
                  <CopyButton value={placeholder}>
                    {({ copied, copy }) => (
                      <Tooltip
                        label={copied ? t('mailScreens.copied') : t('mailScreens.copy', { placeholder })}
                      >
                        <UnstyledButton onClick={copy} aria-label={t('mailScreens.copy', { placeholder })}>
                          <Text span ff="monospace" c="blue">
                            {placeholder}
                          </Text>
                        </UnstyledButton>
                      </Tooltip>
                    )}
                  </CopyButton>{' '}
                  <Text span size="xs" c="dimmed">
                    {variable.sample}
                    {notes.length ? ` (${notes.join('; ')})` : ''}
                  </Text>
                </List.Item>
              );
            })}
          </List>
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('mailScreens.noEvent')}
        </Text>
      )}

      <Title order={2} size="h4" mt="sm">
        {t('mailScreens.preview')}
      </Title>
      <Group align="end">
        <Select
          label={t('mailScreens.previewLanguage')}
          data={LOCALES.map((value) => ({ value, label: value.toUpperCase() }))}
          value={language}
          onChange={(value) => setLanguage(value ?? 'es')}
          allowDeselect={false}
          w={120}
        />
        <Select
          label={t('mailScreens.previewLayout')}
          data={EMAIL_LAYOUTS.map((value) => ({ value, label: layouts[value] ?? value }))}
          value={chosenLayout}
          onChange={setShownLayout}
          allowDeselect={false}
          w={240}
        />
        <Button variant="light" onClick={() => void render()} loading={busy} disabled={!event}>
          {t('mailScreens.refreshPreview')}
        </Button>
        {mode !== 'create' && recordId ? (
          <Button variant="default" onClick={() => void sendTest()} loading={busy}>
            {t('mailScreens.sendTest')}
          </Button>
        ) : null}
      </Group>
      {problems.length > 0 ? (
        <Alert color="red" title={t('mailScreens.previewError')}>
          <List size="sm">
            {problems.map((problem) => (
              <List.Item key={problem}>{problem}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {preview ? (
        <Stack gap={4}>
          <Text size="sm">
            <strong>{t('mailScreens.subject')}:</strong> {preview.subject}
          </Text>
          <MailPreviewFrame html={preview.html} text={preview.text} title={t('mailScreens.previewFrame')} />
        </Stack>
      ) : null}
    </Stack>
  );
}
