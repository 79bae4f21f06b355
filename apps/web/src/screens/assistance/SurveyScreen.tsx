import { Button, Group, Loader, Radio, Stack, Text, Textarea } from '@mantine/core';
import { NOTE_MAX, SURVEY_QUESTIONS, SURVEY_SCORE_MAX, SURVEY_SCORE_MIN } from '@proboard/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorMessage } from '../../api/api-response.ts';
import { gateway } from '../../api/gateway.ts';
import { FormAlert } from '../../kit/FormAlert.tsx';
import { AuthPage } from '../login/AuthPage.tsx';

type Question = (typeof SURVEY_QUESTIONS)[number];
type Outcome = { tone: 'success' | 'error'; message: string };
const SCORES = Array.from({ length: SURVEY_SCORE_MAX - SURVEY_SCORE_MIN + 1 }, (_, i) =>
  String(SURVEY_SCORE_MIN + i),
);

/**
 * The customer's satisfaction survey, opened from the e-mailed one-time link (no sign-in): four
 * answers from 1 to 5 and a comment. The server computes the average and refuses a second answer.
 */
export function SurveyScreen() {
  const { t } = useTranslation();
  const token = useParams().token ?? '';
  const endpoint = `msservices.v1-public/surveys/${encodeURIComponent(token)}` as const;
  const survey = useQuery({
    queryKey: ['survey', token],
    queryFn: () =>
      gateway.get<{ survey: { request_number: string; centre: string; answered: boolean } }>(endpoint),
    retry: false,
  });
  const [answers, setAnswers] = useState<Partial<Record<Question, string>>>({});
  const [comment, setComment] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [done, setDone] = useState(false);
  const [sending, setSending] = useState(false);
  const missing = SURVEY_QUESTIONS.filter((question) => !answers[question]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (missing.length > 0) {
      setOutcome({ tone: 'error', message: t('survey.answerAll') });
      return;
    }
    setSending(true);
    const response = await gateway.post<{ survey: { average: number } }>(endpoint, {
      ...Object.fromEntries(SURVEY_QUESTIONS.map((question) => [question, Number(answers[question])])),
      comment: comment.trim() || null,
    });
    setSending(false);
    if (response.ok) {
      setDone(true);
      setOutcome({ tone: 'success', message: t('survey.thanks') });
    } else {
      setOutcome({ tone: 'error', message: errorMessage(response) ?? t('errors.unexpected') });
    }
  }

  const answer = survey.data;
  if (survey.isPending) {
    return (
      <AuthPage title={t('survey.title')}>
        <Loader role="status" aria-label={t('survey.loading')} />
      </AuthPage>
    );
  }
  if (!answer?.ok) {
    return (
      <AuthPage title={t('survey.title')}>
        <FormAlert message={(answer && errorMessage(answer)) ?? t('survey.invalidLink')} tone="error" />
      </AuthPage>
    );
  }
  const { request_number, centre, answered } = answer.content.survey;
  return (
    <AuthPage
      title={t('survey.title')}
      description={t('survey.description', { code: request_number, centre })}
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <FormAlert
            message={outcome?.message ?? (answered ? t('survey.alreadyAnswered') : null)}
            tone={outcome?.tone ?? 'error'}
          />
          {done || answered ? null : (
            <>
              <Text size="sm">{t('survey.scale')}</Text>
              {SURVEY_QUESTIONS.map((question) => (
                <Radio.Group
                  key={question}
                  name={question}
                  label={t(`survey.questions.${question}`)}
                  required
                  value={answers[question] ?? null}
                  onChange={(value) => setAnswers((current) => ({ ...current, [question]: value }))}
                >
                  <Group gap="md" mt={4}>
                    {SCORES.map((score) => (
                      <Radio key={score} value={score} label={score} />
                    ))}
                  </Group>
                </Radio.Group>
              ))}
              <Textarea
                label={t('survey.comment')}
                maxLength={NOTE_MAX}
                autosize
                minRows={3}
                value={comment}
                onChange={(event) => setComment(event.currentTarget.value)}
              />
              <Button type="submit" loading={sending} fullWidth>
                {t('survey.submit')}
              </Button>
            </>
          )}
        </Stack>
      </form>
    </AuthPage>
  );
}
