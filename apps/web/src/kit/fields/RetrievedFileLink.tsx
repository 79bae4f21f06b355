import { Anchor } from '@mantine/core';
import type { MouseEvent, ReactNode } from 'react';
import { showErrorToast } from '../../notifications/toast.tsx';

/**
 * A link to a stored document (a private file's signed link, which expires) that is checked before it
 * opens: a document the server no longer gives (an expired link, a file gone) says so here, in the
 * user's language (`failedMessage`), instead of opening a tab on an error page.
 */
export function RetrievedFileLink({
  href,
  failedMessage,
  children,
}: {
  href: string;
  failedMessage: string;
  children: ReactNode;
}) {
  async function open(event: MouseEvent<HTMLAnchorElement>) {
    // A modified click (new tab, download) is the browser's own.
    if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    const answer = await fetch(href, { method: 'HEAD' }).catch(() => null);
    if (!answer?.ok) {
      showErrorToast(failedMessage);
      return;
    }
    // Still within the click's activation (a HEAD is quick), so no pop-up blocker stops it. Not
    // `noopener` in the features: with it, window.open answers null even when the tab opened.
    const tab = window.open(href, '_blank');
    if (tab) tab.opener = null;
    else window.location.assign(href);
  }
  return (
    <Anchor href={href} target="_blank" rel="noopener" onClick={(event) => void open(event)}>
      {children}
    </Anchor>
  );
}
