import { Button, Group, Modal, PasswordInput, Stack, Switch, Text, TextInput } from '@mantine/core';
import { entityPermission } from '@proboard/domain';
import { IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Can } from '../../access/Can.tsx';
import type { Endpoint } from '../../api/endpoint.ts';
import { gateway } from '../../api/gateway.ts';
import { reportFailure, showSuccessToast } from '../../feedback/index.ts';

const ENDPOINT: Endpoint = 'mscrm.v1/erp-configuration';

interface ErpConfiguration {
  end_point: string | null;
  company_code: string | null;
  active: boolean;
  secret_set: boolean;
  updated_at: string | null;
}

/**
 * The A3 (ERP) configuration, one for the board: a button beside the CRM configurations that opens
 * its form. The secret is write-only: the form says whether one is set and takes a replacement.
 */
export function ErpConfigurationButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [record, setRecord] = useState<ErpConfiguration | null>(null);
  const [secret, setSecret] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function show() {
    const answer = await gateway.get<{ erp_configuration: ErpConfiguration }>(ENDPOINT);
    if (!answer.ok) {
      reportFailure(answer, { fallbackMessage: t('integrations.erpLoadError') });
      return;
    }
    setRecord(answer.content.erp_configuration);
    setSecret('');
    setErrors({});
    setOpen(true);
  }

  async function save() {
    if (!record) return;
    setSaving(true);
    const answer = await gateway.put<{ erp_configuration: ErpConfiguration }>(ENDPOINT, {
      end_point: record.end_point || null,
      company_code: record.company_code || null,
      active: record.active,
      ...(secret ? { secret } : {}),
      ...(record.updated_at ? { updated_at: record.updated_at } : {}),
    });
    setSaving(false);
    if (!answer.ok) {
      const fields = answer.content?.errors ?? {};
      setErrors(
        Object.fromEntries(Object.entries(fields).map(([key, messages]) => [key, messages[0] ?? ''])),
      );
      if (!Object.keys(fields).length)
        reportFailure(answer, { fallbackMessage: t('integrations.erpSaveError') });
      return;
    }
    setOpen(false);
    showSuccessToast(t('integrations.erpSaved'));
  }

  const change = (patch: Partial<ErpConfiguration>) => setRecord((r) => (r ? { ...r, ...patch } : r));

  return (
    <Can permissions={entityPermission('crmconfigurations', 'read')}>
      <Button
        variant="default"
        leftSection={<IconSettings size={16} aria-hidden />}
        onClick={() => void show()}
      >
        {t('integrations.erpConfiguration')}
      </Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={t('integrations.erpConfiguration')}
        centered
        closeButtonProps={{ 'aria-label': t('common.close') }}
      >
        {record && (
          <Stack gap="sm">
            <TextInput
              label={t('integrations.erpEndPoint')}
              value={record.end_point ?? ''}
              error={errors.end_point}
              onChange={(e) => change({ end_point: e.currentTarget.value })}
            />
            <TextInput
              label={t('integrations.erpCompanyCode')}
              value={record.company_code ?? ''}
              error={errors.company_code}
              onChange={(e) => change({ company_code: e.currentTarget.value })}
            />
            <PasswordInput
              label={t('integrations.erpSecret')}
              description={record.secret_set ? t('integrations.secretSet') : t('integrations.secretNotSet')}
              value={secret}
              error={errors.secret}
              autoComplete="new-password"
              onChange={(e) => setSecret(e.currentTarget.value)}
            />
            <Switch
              label={t('integrations.erpActive')}
              checked={record.active}
              onChange={(e) => change({ active: e.currentTarget.checked })}
            />
            {errors._ && (
              <Text c="red" size="sm">
                {errors._}
              </Text>
            )}
            <Can permissions={entityPermission('crmconfigurations', 'update')}>
              <Group justify="flex-end">
                <Button variant="default" onClick={() => setOpen(false)}>
                  {t('workflow.cancel')}
                </Button>
                <Button onClick={() => void save()} loading={saving}>
                  {t('integrations.save')}
                </Button>
              </Group>
            </Can>
          </Stack>
        )}
      </Modal>
    </Can>
  );
}
