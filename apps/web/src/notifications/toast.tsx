import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { i18n } from '../i18n/i18n.ts';

/** Spec section 9: toasts stay 4500 ms. */
export const TOAST_DURATION_MS = 4500;

interface ToastOptions {
  /** A toast with the same id is not shown twice while the first is on screen. */
  id?: string;
}

export function showSuccessToast(content: string, options: ToastOptions = {}): void {
  notifications.show({
    ...options,
    title: i18n.t('toast.successTitle'),
    message: content,
    color: 'teal',
    icon: <IconCheck size={18} aria-hidden />,
    autoClose: TOAST_DURATION_MS,
  });
}

export function showErrorToast(content: string, options: ToastOptions = {}): void {
  notifications.show({
    ...options,
    title: i18n.t('toast.errorTitle'),
    message: content,
    color: 'red',
    icon: <IconX size={18} aria-hidden />,
    autoClose: TOAST_DURATION_MS,
  });
}
