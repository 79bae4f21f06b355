import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './SkipToContent.module.css';

/** A keyboard user's first Tab: straight to the screen, past the sidebar's many links. */
export function SkipToContent({ target }: { target: string }) {
  const { t } = useTranslation();
  return (
    <Anchor
      href={`#${target}`}
      className={classes.link}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(target)?.focus();
      }}
    >
      {t('layout.skipToContent')}
    </Anchor>
  );
}
