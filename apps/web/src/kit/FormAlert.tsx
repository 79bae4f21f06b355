import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';

interface FormAlertProps {
  message: string | null;
  tone?: 'error' | 'success';
}

/** The one-line outcome above a form; announced to screen readers as it appears. */
export function FormAlert({ message, tone = 'error' }: FormAlertProps) {
  if (!message) return null;
  const Icon = tone === 'error' ? IconAlertCircle : IconCircleCheck;
  return (
    <Alert
      role={tone === 'error' ? 'alert' : 'status'}
      color={tone === 'error' ? 'red' : 'teal'}
      variant="light"
      icon={<Icon size={18} aria-hidden />}
      py="xs"
    >
      {message}
    </Alert>
  );
}
