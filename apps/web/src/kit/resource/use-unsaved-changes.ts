import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { confirm } from '../../feedback/index.ts';

/**
 * Warns before leaving a form with unsaved changes: in-app navigation asks in a modal, closing or
 * reloading the tab gets the browser's own question. `allowLeave` lets a saved form navigate away.
 */
export function useUnsavedChanges(dirty: boolean) {
  const { t } = useTranslation();
  const allowLeave = useRef(false);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirtyRef.current &&
      !allowLeave.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  // One question per blocked navigation, however often the screen renders meanwhile.
  const asking = useRef(false);
  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void confirm({
      title: t('kit.form.unsavedTitle'),
      message: t('kit.form.unsavedMessage'),
      acceptLabel: t('kit.form.leave'),
      cancelLabel: t('kit.form.stay'),
      danger: true,
    }).then((leave) => {
      asking.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, t]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return allowLeave;
}
