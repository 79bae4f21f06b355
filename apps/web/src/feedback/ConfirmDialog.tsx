import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeHtml } from './safe-html.ts';

export interface ConfirmDialogContent {
  /** Plain text message. */
  message?: string;
  /** The message as HTML (bold record names, line breaks, links). Only formatting survives. */
  messageHtml?: string;
  /** Extra HTML under the message (the spec's optional template). */
  templateHtml?: string;
  /** Extra content under the message, e.g. a list of what will be deleted. */
  template?: ReactNode;
  acceptLabel?: string;
  cancelLabel?: string;
  /** Hides the accept button (the dialog then only informs and closes). */
  hideAccept?: boolean;
  acceptDisabled?: boolean;
  /** Red accept button for destructive actions (delete). */
  danger?: boolean;
  /** The info variant: no cancel button. */
  info?: boolean;
}

function Html({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised to text formatting and safe links.
  return <Box fz="sm" dangerouslySetInnerHTML={{ __html: safe }} />;
}

/** The confirmation modal's body (spec section 2, widget 5). */
export function ConfirmDialog({
  content,
  onAnswer,
}: {
  content: ConfirmDialogContent;
  onAnswer: (accepted: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      {content.message && <Text size="sm">{content.message}</Text>}
      {content.messageHtml && <Html html={content.messageHtml} />}
      {content.templateHtml && <Html html={content.templateHtml} />}
      {content.template}
      <Group justify="flex-end" gap="sm">
        {!content.info && (
          <Button
            variant="default"
            onClick={() => onAnswer(false)}
            data-autofocus={content.hideAccept || undefined}
          >
            {content.cancelLabel ?? t('common.cancel')}
          </Button>
        )}
        {!content.hideAccept && (
          <Button
            color={content.danger ? 'red.8' : undefined}
            disabled={content.acceptDisabled}
            onClick={() => onAnswer(true)}
            data-autofocus
          >
            {content.acceptLabel ?? t('common.accept')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
