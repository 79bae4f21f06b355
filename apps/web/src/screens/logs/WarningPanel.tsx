import { Anchor, Stack, Text } from '@mantine/core';
import { momentText, RESOURCE_DEFINITIONS, warnings } from '@proboard/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useResourceRecord } from '../../kit/api/resource-queries.ts';
import { resourcePaths } from '../../kit/resource/resource-paths.ts';
import { resourceTitle } from '../../kit/text/translate.ts';

interface WarningRecord {
  subject_type: string;
  subject_id: string;
  subject_label: string | null;
  state: string;
  resolved_at: string | null;
  resolved_by_email: string | null;
  resolved_by_check: boolean;
}

/** Below a warning: a link to the record it is about, and who resolved it and when. */
export function WarningPanel({ recordId }: { recordId: string }) {
  const { t, i18n } = useTranslation();
  const record = useResourceRecord(warnings, recordId);
  const warning = record.data as WarningRecord | undefined;
  if (!warning) return null;
  const definition = warning.subject_type ? RESOURCE_DEFINITIONS[warning.subject_type] : undefined;
  const path =
    definition && warning.subject_id ? resourcePaths(definition).details(warning.subject_id) : null;
  const when = momentText(warning.resolved_at, i18n.language) ?? '';
  return (
    <Stack gap="xs" mt="lg" component="section" aria-label={t('logScreens.record')}>
      <Text size="sm">
        <strong>{t('logScreens.record')}:</strong>{' '}
        {path && definition ? (
          <Anchor component={Link} to={path}>
            {t('logScreens.openRecord', {
              type: resourceTitle(t, definition.name),
              label: warning.subject_label ?? warning.subject_id,
            })}
          </Anchor>
        ) : (
          t('logScreens.noRecord')
        )}
      </Text>
      {warning.state === 'resolved' ? (
        <Text size="sm">
          {warning.resolved_by_check
            ? t('logScreens.resolvedByCheck', { when })
            : t('logScreens.resolvedBy', { who: warning.resolved_by_email ?? '—', when })}
        </Text>
      ) : null}
    </Stack>
  );
}
