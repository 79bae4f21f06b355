import { Group, Stack, Table, Text, Title } from '@mantine/core';
import { SURVEY_QUESTIONS } from '@proboard/domain';
import { useTranslation } from 'react-i18next';
import { fieldLabel } from '../../kit/text/translate.ts';

interface Survey {
  answered_at: string | null;
  expires_at: string;
  average: number | null;
  comment: string | null;
  [question: string]: unknown;
}

/** The customer's satisfaction survey of the assignment: sent, answered (with its average) or neither. */
export function AssignmentSurvey({ survey }: { survey: Survey | null | undefined }) {
  const { t, i18n } = useTranslation();
  const label = (key: string) => fieldLabel(t, 'assignments', key);
  const date = (value: string) => new Date(value).toLocaleString(i18n.language);
  return (
    <Stack gap="xs" data-testid="assignment-survey">
      <Title order={2} size="h5">
        {label('survey')}
      </Title>
      {!survey ? (
        <Text size="sm" c="dimmed">
          {t('assistance.surveyNotSent')}
        </Text>
      ) : !survey.answered_at ? (
        <Text size="sm">{t('assistance.surveyWaiting', { date: date(survey.expires_at) })}</Text>
      ) : (
        <>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {label('survey_average')}:
            </Text>
            <Text size="sm" data-testid="survey-average">
              {survey.average?.toLocaleString(i18n.language, { minimumFractionDigits: 1 })}
            </Text>
          </Group>
          <Table withTableBorder aria-label={label('survey')}>
            <Table.Tbody>
              {SURVEY_QUESTIONS.map((question) => (
                <Table.Tr key={question}>
                  <Table.Th scope="row">{label(question)}</Table.Th>
                  <Table.Td>{String(survey[question] ?? '')}</Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Th scope="row">{label('comment')}</Table.Th>
                <Table.Td>{survey.comment ?? ''}</Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </>
      )}
    </Stack>
  );
}
