import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface FormAlertProps {
  /** The content: the one-line outcome of a form, or any body (a retry button). */
  message?: ReactNode;
  title?: string | null;
  /** A line under the title, e.g. what the server answered. */
  subtitle?: string | null;
  /** A heading above everything that names the box an error (spec section 2, widget 4). */
  errorHeading?: string | null;
  tone?: 'error' | 'success';
}

/**
 * The alert box of spec section 2 (widget 4): an optional error heading, a title, a subtitle and
 * the content; nothing when there is nothing to say. Announced to screen readers as it appears.
 */
export function FormAlert({ message, title, subtitle, errorHeading, tone = 'error' }: FormAlertProps) {
  if (!message && !title && !errorHeading) return null;
  const error = tone === 'error' || Boolean(errorHeading);
  const Icon = error ? IconAlertCircle : IconCircleCheck;
  return (
    <Alert
      role={error ? 'alert' : 'status'}
      color={error ? 'red' : 'teal'}
      variant="light"
      icon={<Icon size={18} aria-hidden />}
      title={errorHeading || undefined}
      py="xs"
    >
      {title || subtitle ? (
        <Stack gap={4}>
          {title ? (
            <Text size="sm" fw={600}>
              {title}
            </Text>
          ) : null}
          {subtitle ? (
            <Text size="sm" c="dimmed">
              {subtitle}
            </Text>
          ) : null}
          {message}
        </Stack>
      ) : (
        message
      )}
    </Alert>
  );
}
