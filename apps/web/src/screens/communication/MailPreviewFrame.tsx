import { Code, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface MailPreviewFrameProps {
  html: string;
  text: string;
  /** The frame's accessible name. */
  title: string;
}

/**
 * An e-mail as its recipient sees it: the HTML in a sandboxed frame (no script, no access to this
 * page, no navigation), and its plain-text part.
 */
export function MailPreviewFrame({ html, text, title }: MailPreviewFrameProps) {
  const { t } = useTranslation();
  return (
    <Tabs defaultValue="html" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="html">{t('mailScreens.htmlTab')}</Tabs.Tab>
        <Tabs.Tab value="text">{t('mailScreens.textTab')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="html" pt="xs">
        <iframe
          title={title}
          sandbox=""
          srcDoc={html}
          style={{
            width: '100%',
            height: 520,
            border: '1px solid var(--mantine-color-gray-3)',
            borderRadius: 4,
          }}
        />
      </Tabs.Panel>
      <Tabs.Panel value="text" pt="xs">
        <Code block style={{ whiteSpace: 'pre-wrap' }} aria-label={t('mailScreens.textTab')}>
          {text}
        </Code>
      </Tabs.Panel>
    </Tabs>
  );
}
