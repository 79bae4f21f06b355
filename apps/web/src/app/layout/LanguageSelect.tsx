import { NativeSelect } from '@mantine/core';
import { LOCALES } from '@proboard/domain';
import { IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../../i18n/i18n.ts';
import { isLocale, saveLocalePreference } from '../../i18n/locale-preference.ts';

/** Spec section 2: choosing a language stores `currentLocale` in a cookie and reloads the page. */
export function LanguageSelect() {
  const { t } = useTranslation();
  return (
    <NativeSelect
      size="xs"
      w={136}
      aria-label={t('footer.language')}
      leftSection={<IconLanguage size={14} aria-hidden />}
      value={currentLocale()}
      data={LOCALES.map((locale) => ({ value: locale, label: t(`languages.${locale}`) }))}
      onChange={(event) => {
        const locale = event.currentTarget.value;
        if (!isLocale(locale) || locale === currentLocale()) return;
        saveLocalePreference(locale);
        window.location.reload();
      }}
      data-testid="language-select"
    />
  );
}
