import { Button, Group, Select, Tooltip } from '@mantine/core';
import { TRANSLATION_CHECKS, TRANSLATIONS_REFRESH_PATH, type TranslationPublication } from '@proboard/domain';
import { IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { gateway } from '../../api/gateway.ts';
import { loadPublishedTexts } from '../../i18n/published-texts.ts';
import type { ResourceListToolbarProps } from '../../kit/resource/resource-list-extension.ts';
import { mayDo } from '../../kit/resource/resource-paths.ts';
import { readTableState, withFilter, writeTableState } from '../../kit/table/table-state.ts';
import { translateKey, valueLabel } from '../../kit/text/translate.ts';
import { showErrorToast, showSuccessToast } from '../../notifications/toast.tsx';
import { useCurrentUser } from '../../session/use-current-user.ts';

const REFRESH = `msdashboard.v1/${TRANSLATIONS_REFRESH_PATH}` as const;

/**
 * The translations list's own part: the review filter (a language's text missing, or the same as the
 * Spanish one), kept in the address as the list's other filters (`f.check`), and "refresh", which
 * publishes the saved texts (spec section 8: its success, and "check the request" when it fails);
 * this tab shows them at once, other open screens when they next look (published-texts.ts).
 */
export function TranslationsToolbar({ definition, context, onChanged }: ResourceListToolbarProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const [busy, setBusy] = useState(false);
  const text = (key: string) => translateKey(t, `resources.translations.screen.${key}`);
  const check = typeof context.filter?.check === 'string' ? context.filter.check : null;

  const choose = (value: string | null) => {
    setParams(writeTableState(withFilter(readTableState(params), 'check', value ?? ''), params));
  };

  const refresh = async () => {
    setBusy(true);
    const response = await gateway.post<{ message: string; publication: TranslationPublication }>(
      REFRESH,
      {},
    );
    setBusy(false);
    if (!response.ok) {
      showErrorToast(text('refreshError'));
      return;
    }
    showSuccessToast(response.content.message);
    await loadPublishedTexts({ force: true });
    onChanged();
  };

  return (
    <Group gap="sm" wrap="wrap">
      <Select
        aria-label={text('review')}
        placeholder={text('reviewAll')}
        data={TRANSLATION_CHECKS.map((value) => ({
          value,
          label: valueLabel(t, 'translations', 'check', value),
        }))}
        value={check}
        onChange={choose}
        clearable
        w={260}
      />
      {mayDo(definition, 'edit', user) ? (
        <Tooltip label={text('refreshHint')} multiline w={320} position="bottom">
          <Button
            onClick={() => void refresh()}
            loading={busy}
            leftSection={<IconRefresh size={16} aria-hidden />}
          >
            {text('refresh')}
          </Button>
        </Tooltip>
      ) : null}
    </Group>
  );
}
