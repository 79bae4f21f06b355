import { Alert, Badge, Group, Loader, Stack, Text, Timeline, Title } from '@mantine/core';
import type { ResourceDefinition } from '@proboard/domain';
import {
  IconArrowsExchange,
  IconMailForward,
  IconMessage,
  IconPencil,
  IconPlus,
  IconTicket,
} from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { StatusBadge } from '../feedback/StatusBadge.tsx';
import { fieldLabel } from '../text/translate.ts';
import { type TimelineEntry, useTimeline } from './workflow-api.ts';

const ICONS = {
  create: IconPlus,
  transition: IconArrowsExchange,
  comment: IconMessage,
  ticket: IconTicket,
  // A customer's reply by e-mail (tickets).
  reply: IconMailForward,
  edit: IconPencil,
} as const;

const TITLES = {
  create: 'workflow.created',
  transition: null,
  comment: 'workflow.comment',
  ticket: 'workflow.ticket',
  reply: 'workflow.reply',
  edit: 'workflow.edit',
} as const;

/** `Label: value` lines of the fields a transition took or an edit changed. */
function valueLines(t: TFunction, resource: string, values: Record<string, unknown> | null) {
  return Object.entries(values ?? {}).map(([key, value]) => (
    <Text key={key} size="sm">
      {fieldLabel(t, resource, key)}: {shownValue(value)}
    </Text>
  ));
}

/** A value as the timeline writes it; child rows (a warranty's lines) as their values, row by row. */
function shownValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (Array.isArray(value))
    return value.map(shownValue).join(value.some((v) => typeof v === 'object') ? '; ' : ', ');
  if (typeof value === 'object')
    return Object.entries(value)
      .filter(([key, v]) => key !== 'id' && v !== null && v !== '')
      .map(([, v]) => shownValue(v))
      .join(' · ');
  return String(value);
}

function EntryBody({ entry, resource }: { entry: TimelineEntry; resource: string }) {
  const { t } = useTranslation();
  if (entry.kind === 'transition') {
    return (
      <Stack gap={4}>
        <Group gap={6}>
          <StatusBadge status={entry.from_state ?? ''} resource={resource} />
          <Text size="sm" aria-hidden>
            →
          </Text>
          <StatusBadge status={entry.to_state ?? ''} resource={resource} />
        </Group>
        {valueLines(t, resource, entry.fields)}
        {entry.note ? <Text size="sm">{entry.note}</Text> : null}
      </Stack>
    );
  }
  if (entry.kind === 'create') return null;
  if (entry.kind === 'edit') return <Stack gap={4}>{valueLines(t, resource, entry.new_values)}</Stack>;
  return (
    <Stack gap={4}>
      {entry.kind === 'comment' ? (
        <Badge variant="light" color={entry.internal ? 'gray' : 'blue'} radius="sm" w="fit-content">
          {entry.internal ? t('workflow.internal') : t('workflow.external')}
        </Badge>
      ) : null}
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {entry.body}
      </Text>
    </Stack>
  );
}

/** A record's transitions, messages and edits, newest first (the server merges them). */
export function WorkflowTimeline({
  definition,
  recordId,
}: {
  definition: ResourceDefinition;
  recordId: string;
}) {
  const { t, i18n } = useTranslation();
  const timeline = useTimeline(definition, recordId);
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        {t('workflow.timeline')}
      </Title>
      {timeline.isPending ? <Loader size="sm" /> : null}
      {timeline.isError ? <Alert color="red">{t('workflow.moveError')}</Alert> : null}
      {timeline.data?.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('workflow.emptyTimeline')}
        </Text>
      ) : null}
      {timeline.data?.length ? (
        <Timeline bulletSize={24} lineWidth={2} data-testid="workflow-timeline">
          {timeline.data.map((entry) => {
            const Icon = ICONS[entry.kind] ?? IconPencil;
            const title = TITLES[entry.kind];
            return (
              <Timeline.Item
                key={`${entry.kind}-${entry.id}`}
                bullet={<Icon size={14} aria-hidden />}
                title={title ? t(title) : undefined}
                data-kind={entry.kind}
              >
                <EntryBody entry={entry} resource={definition.name} />
                <Text size="xs" c="dimmed" mt={4}>
                  {entry.user_email ?? t('workflow.system')} · {format.format(new Date(entry.created_at))}
                </Text>
              </Timeline.Item>
            );
          })}
        </Timeline>
      ) : null}
    </Stack>
  );
}
