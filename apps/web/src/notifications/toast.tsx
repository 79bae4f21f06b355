import { notifications } from '@mantine/notifications';
import { IconCheck, IconX } from '@tabler/icons-react';
import { i18n } from '../i18n/i18n.ts';

/** Spec section 9: toasts stay 4500 ms. */
export const TOAST_DURATION_MS = 4500;

interface ToastOptions {
  /** A toast with the same id is not shown twice while the first is on screen. */
  id?: string;
}

const tones = {
  success: { title: 'toast.successTitle', color: 'teal', Icon: IconCheck },
  error: { title: 'toast.errorTitle', color: 'red', Icon: IconX },
} as const;

function showToast(tone: keyof typeof tones, content: string, options: ToastOptions): void {
  const { title, color, Icon } = tones[tone];
  notifications.show({
    ...options,
    title: i18n.t(title),
    message: content,
    color,
    icon: <Icon size={18} aria-hidden />,
    autoClose: TOAST_DURATION_MS,
    closeButtonProps: { 'aria-label': i18n.t('common.close') },
  });
}

export function showSuccessToast(content: string, options: ToastOptions = {}): void {
  showToast('success', content, options);
}

export function showErrorToast(content: string, options: ToastOptions = {}): void {
  showToast('error', content, options);
}
