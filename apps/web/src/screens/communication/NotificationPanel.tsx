import { Anchor, Button, Group, Stack, Table, Text, TextInput, Timeline, Title } from '@mantine/core';
import { momentText, notifications, RESOURCE_DEFINITIONS } from '@proboard/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../api/api-response.ts';
import { gateway } from '../../api/gateway.ts';
import { confirm } from '../../feedback/confirm.tsx';
import { resourceKeys, useResourceRecord } from '../../kit/api/resource-queries.ts';
import { StatusBadge } from '../../kit/feedback/StatusBadge.tsx';
import { resourcePaths } from '../../kit/resource/resource-paths.ts';
import { resourceTitle } from '../../kit/text/translate.ts';
import { showErrorToast, showSuccessToast } from '../../notifications/toast.tsx';
import { MailPreviewFrame } from './MailPreviewFrame.tsx';

interface TimelineEntry {
  type: 'queued' | 'deferred' | 'sent' | 'rejected' | 'resent';
  at: string;
  response?: string;
  reason?: string;
  retry_at?: string;
  to?: string;
  notification_id?: number;
}

interface NotificationRecord {
  id: number;
  status: string;
  recipient: string;
  html: string | null;
  text: string | null;
  merge_vars: Record<string, unknown>;
  events: TimelineEntry[];
  related: { type: string; id: number } | null;
  resent_from: { id: number; recipient: string } | null;
  resent_as: { id: number; recipient: string; status: string }[];
  template_exists: boolean;
}

const COLORS: Record<TimelineEntry['type'], string> = {
  queued: 'gray',
  deferred: 'yellow',
  sent: 'green',
  rejected: 'red',
  resent: 'violet',
};

/** Where a notification's record (or another notification) opens, if it has a screen. */
function recordPath(type: string, id: number): string | null {
  const definition = RESOURCE_DEFINITIONS[type];
  return definition ? resourcePaths(definition).details(String(id)) : null;
}

/**
 * Below a notification's details: the record it is about, the merge variables, the message as the
 * recipient received it (sandboxed HTML and plain text), the delivery timeline with the SMTP server's
 * answers, its resends, and "resend" (the spec's confirmation) to the same or another address.
 */
export function NotificationPanel({ recordId }: { recordId: string }) {
  // Keyed by the record: a resend opens the child, which starts with an empty address box.
  return <NotificationDetails key={recordId} recordId={recordId} />;
}

function NotificationDetails({ recordId }: { recordId: string }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const record = useResourceRecord(notifications, recordId);
  const [to, setTo] = useState('');
  const [toError, setToError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const notification = record.data as NotificationRecord | undefined;
  if (!notification) return null;
  const when = (value: string | undefined) => (value ? (momentText(value, i18n.language) ?? value) : '');
  const link = (type: string, id: number, label: string) => {
    const path = recordPath(type, id);
    return path ? (
      <Anchor component={Link} to={path}>
        {label}
      </Anchor>
    ) : (
      <Text span>{label}</Text>
    );
  };

  const resend = async () => {
    const address = to.trim() || notification.recipient;
    const accepted = await confirm({
      title: t('mailScreens.resendTitle'),
      message: t('mailScreens.resendMessage', { email: address }),
    });
    if (!accepted) return;
    setBusy(true);
    const answer = await gateway.post<{ notification: { id: number }; message: string }>(
      `msnotifier.v1/${notifications.apiPath}/${encodeURIComponent(recordId)}/resend`,
      to.trim() ? { to: to.trim() } : {},
    );
    setBusy(false);
    if (!answer.ok) {
      const field = answer.content?.errors?.to?.[0];
      if (field) setToError(field);
      else showErrorToast(errorMessage(answer) ?? t('mailScreens.resendError'));
      return;
    }
    setToError(null);
    showSuccessToast(answer.content.message);
    await queryClient.invalidateQueries({ queryKey: resourceKeys.all(notifications.name) });
    const child = recordPath('notifications', answer.content.notification.id);
    if (child) void navigate(child);
  };

  const vars = Object.entries(notification.merge_vars ?? {});
  return (
    <Stack gap="md" mt="lg" component="section" aria-labelledby="notification-message-title">
      {notification.related ? (
        <Text size="sm">
          <strong>{t('mailScreens.related')}:</strong>{' '}
          {link(
            notification.related.type,
            notification.related.id,
            t('mailScreens.openRelated', {
              type: RESOURCE_DEFINITIONS[notification.related.type]
                ? resourceTitle(t, notification.related.type)
                : notification.related.type,
              id: notification.related.id,
            }),
          )}
        </Text>
      ) : null}
      {notification.resent_from ? (
        <Text size="sm">
          {link(
            'notifications',
            notification.resent_from.id,
            t('mailScreens.resentFrom', { id: notification.resent_from.id }),
          )}
        </Text>
      ) : null}
      {notification.resent_as.length > 0 ? (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            {t('mailScreens.resentAs')}
          </Text>
          {notification.resent_as.map((child) => (
            <Group key={child.id} gap="xs">
              {link('notifications', child.id, `#${child.id} ${child.recipient}`)}
              <StatusBadge status={child.status} resource="notifications" />
            </Group>
          ))}
        </Stack>
      ) : null}

      <Title order={2} size="h4">
        {t('mailScreens.timeline')}
      </Title>
      <Timeline bulletSize={14} lineWidth={2} active={notification.events.length - 1}>
        {notification.events.map((entry) => (
          <Timeline.Item
            key={`${entry.type}-${entry.at}`}
            color={COLORS[entry.type]}
            title={t(`mailScreens.events.${entry.type}`)}
          >
            <Text size="xs" c="dimmed">
              {when(entry.at)}
            </Text>
            {entry.response || entry.reason ? <Text size="sm">{entry.response ?? entry.reason}</Text> : null}
            {entry.retry_at ? (
              <Text size="xs" c="dimmed">
                {t('mailScreens.retryAt', { date: when(entry.retry_at) })}
              </Text>
            ) : null}
            {entry.to ? <Text size="sm">{entry.to}</Text> : null}
          </Timeline.Item>
        ))}
      </Timeline>

      <Title order={2} size="h4">
        {t('mailScreens.mergeVars')}
      </Title>
      {vars.length ? (
        <Table withTableBorder striped maw={640}>
          <Table.Tbody>
            {vars.map(([name, value]) => (
              <Table.Tr key={name}>
                <Table.Td ff="monospace">{name}</Table.Td>
                <Table.Td>{typeof value === 'string' ? value : JSON.stringify(value)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text size="sm" c="dimmed">
          {t('mailScreens.noVars')}
        </Text>
      )}

      <Title order={2} size="h4" id="notification-message-title">
        {t('mailScreens.message')}
      </Title>
      {notification.html ? (
        <MailPreviewFrame
          html={notification.html}
          text={notification.text ?? ''}
          title={t('mailScreens.messageFrame')}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {t('mailScreens.noMessage')}
        </Text>
      )}

      <Group align="end">
        <TextInput
          label={t('mailScreens.resendTo')}
          type="email"
          value={to}
          onChange={(event) => {
            setTo(event.currentTarget.value);
            setToError(null);
          }}
          placeholder={notification.recipient}
          error={toError}
          w={420}
        />
        <Button
          onClick={() => void resend()}
          loading={busy}
          disabled={!notification.template_exists || notification.status === 'pending'}
        >
          {t('mailScreens.resend')}
        </Button>
      </Group>
      {!notification.template_exists ? (
        <Text size="sm" c="red">
          {t('mailScreens.templateGone')}
        </Text>
      ) : null}
    </Stack>
  );
}
