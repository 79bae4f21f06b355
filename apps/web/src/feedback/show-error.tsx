import { modals } from '@mantine/modals';
import { i18n } from '../i18n/i18n.ts';
import { ErrorDialog } from './ErrorDialog.tsx';
import { exceptionText } from './exception.ts';

/**
 * Opens the error modal of spec section 2 ('Se ha producido un error') for anything thrown or
 * returned: a gateway error, an error body `{ message, errors }`, an Error or a text.
 * For signed-in screens: the modals live in the signed-in layout.
 */
export function showError(exception: unknown): Promise<void> {
  return new Promise((resolve) => {
    const id = modals.open({
      title: i18n.t('feedback.errorTitle'),
      centered: true,
      onClose: () => resolve(),
      children: (
        <ErrorDialog
          exception={exceptionText(exception, i18n.t('errors.unexpected'))}
          onClose={() => modals.close(id)}
        />
      ),
    });
  });
}
