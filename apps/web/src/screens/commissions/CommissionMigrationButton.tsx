import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { agentCommissionConfigs } from '@proboard/domain';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gateway } from '../../api/gateway.ts';
import { confirm } from '../../feedback/confirm.tsx';
import { reportFailure } from '../../feedback/report-failure.ts';
import { useLookup } from '../../kit/api/lookups.ts';
import type { ResourceRow } from '../../kit/api/resource-endpoints.ts';
import { resourceEndpoint } from '../../kit/api/resource-endpoints.ts';
import { LOOKUP_SOURCES } from '../../kit/api/sources.ts';
import type { ResourceListToolbarProps } from '../../kit/resource/resource-list-extension.ts';
import { validationText } from '../../kit/text/translate.ts';
import { showSuccessToast } from '../../notifications/toast.tsx';

type Side = 'from_agent_code' | 'to_agent_code';

/**
 * The migration of the commission configurations (spec section 1, SPEC-RULINGS: a button of their
 * list): every configuration of one agent moves to another in one transaction, after a confirmation
 * that says it cannot be undone; the server recomputes both agents' commissions.
 */
export function CommissionMigrationButton({ onChanged }: ResourceListToolbarProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconArrowsExchange size={16} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {t('commissionConfigs.migrate')}
      </Button>
      {open ? <MigrationModal onClose={() => setOpen(false)} onChanged={onChanged} /> : null}
    </>
  );
}

function MigrationModal({ onClose, onChanged }: { onClose(): void; onChanged(): void }) {
  const { t } = useTranslation();
  const agents = LOOKUP_SOURCES.agents!;
  const lookup = useLookup<ResourceRow>(agents.endpoint, agents.key);
  const options = (lookup.data ?? []).map((row) => {
    const option = agents.option(row);
    return { value: String(option.value), label: option.label };
  });
  const [values, setValues] = useState<Record<Side, string | null>>({
    from_agent_code: null,
    to_agent_code: null,
  });
  const [errors, setErrors] = useState<Partial<Record<Side, string>>>({});
  const [sending, setSending] = useState(false);

  async function migrate() {
    const missing = Object.fromEntries(
      (['from_agent_code', 'to_agent_code'] as const)
        .filter((side) => !values[side])
        .map((side) => [side, validationText(t, 'validations.required')]),
    );
    if (values.from_agent_code && values.from_agent_code === values.to_agent_code) {
      missing.to_agent_code = validationText(t, 'validations.otherAgent');
    }
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const accepted = await confirm({
      message: t('commissionConfigs.migrateConfirm', {
        from: values.from_agent_code,
        to: values.to_agent_code,
      }),
      acceptLabel: t('commissionConfigs.migrate'),
      cancelLabel: t('kit.actions.cancel'),
      danger: true,
    });
    if (!accepted) return;
    setSending(true);
    const response = await gateway.post<{ message?: string }>(
      resourceEndpoint(agentCommissionConfigs, 'migrate'),
      values,
    );
    setSending(false);
    if (!response.ok) {
      reportFailure<Record<Side, string>>(response, {
        fallbackMessage: t('commissionConfigs.migrationError'),
        form: {
          setError: (name, failure) => setErrors((previous) => ({ ...previous, [name]: failure.message })),
          visibleKeys: ['from_agent_code', 'to_agent_code'],
        },
      });
      return;
    }
    showSuccessToast(response.content.message ?? t('kit.form.saved'));
    onChanged();
    onClose();
  }

  const select = (side: Side, label: string) => (
    <Select
      label={label}
      withAsterisk
      aria-required
      searchable
      data={options}
      value={values[side]}
      error={errors[side]}
      onChange={(value) => {
        setValues((previous) => ({ ...previous, [side]: value }));
        setErrors((previous) => ({ ...previous, [side]: undefined }));
      }}
    />
  );

  return (
    <Modal
      opened
      onClose={onClose}
      title={t('commissionConfigs.migrateTitle')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('commissionConfigs.migrateHint')}</Text>
        {select('from_agent_code', t('commissionConfigs.fromAgent'))}
        {select('to_agent_code', t('commissionConfigs.toAgent'))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('kit.actions.cancel')}
          </Button>
          <Button loading={sending} onClick={() => void migrate()}>
            {t('commissionConfigs.migrate')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
