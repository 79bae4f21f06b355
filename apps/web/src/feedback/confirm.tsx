import { modals } from '@mantine/modals';
import { i18n } from '../i18n/i18n.ts';
import { ConfirmDialog, type ConfirmDialogContent } from './ConfirmDialog.tsx';

export interface ConfirmOptions extends ConfirmDialogContent {
  /** Defaults to 'Confirmar'. */
  title?: string;
}

/**
 * Asks the confirmation of spec section 2 and answers true on accept, false on cancel or on closing
 * the modal (Escape, overlay, close button). For signed-in screens: the modals live in their layout.
 *
 *   if (await confirm({ message: t('ranges.deleteConfirm'), danger: true })) remove();
 */
export function confirm({ title, ...content }: ConfirmOptions): Promise<boolean> {
  return new Promise((resolve) => {
    let answered = false;
    const answer = (accepted: boolean) => {
      if (answered) return;
      answered = true;
      resolve(accepted);
    };
    const id = modals.open({
      title: title ?? i18n.t('feedback.confirmTitle'),
      centered: true,
      onClose: () => answer(false),
      children: (
        <ConfirmDialog
          content={content}
          onAnswer={(accepted) => {
            answer(accepted);
            modals.close(id);
          }}
        />
      ),
    });
  });
}

/** The info variant: one accept button, no cancel; resolves when closed. */
export async function inform(
  options: Omit<ConfirmOptions, 'info' | 'hideAccept' | 'cancelLabel'>,
): Promise<void> {
  await confirm({ ...options, info: true });
}
