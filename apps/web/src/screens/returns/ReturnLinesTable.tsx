import { Stack, Title } from '@mantine/core';
import { returns } from '@proboard/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { gateway } from '../../api/gateway.ts';
import { confirm } from '../../feedback/confirm.tsx';
import { reportFailure } from '../../feedback/report-failure.ts';
import { resourceEndpoint } from '../../kit/api/resource-endpoints.ts';
import { resourceKeys } from '../../kit/api/resource-queries.ts';
import { cellText } from '../../kit/table/cell-format.ts';
import { type SimpleColumn, SimpleRowsTable } from '../../kit/table/SimpleRowsTable.tsx';
import { fieldLabel } from '../../kit/text/translate.ts';
import { showSuccessToast } from '../../notifications/toast.tsx';

export interface ReturnLine {
  id: number;
  invoice_line: string;
  quantity: number;
  amount: number;
  user_discount: number;
  rotation_charge: number;
  reprocessing_charge: number;
  damage_charge: number;
  return_amount: number;
  serial_number: string | null;
  reason: string | null;
  comment: string | null;
}

const NUMBER_KEYS = [
  'quantity',
  'amount',
  'user_discount',
  'rotation_charge',
  'reprocessing_charge',
  'damage_charge',
  'return_amount',
] as const;
const TEXT_KEYS = ['serial_number', 'reason', 'comment'] as const;

/** A return's lines with their amounts (computed by the server); an open return's lines can be deleted. */
export function ReturnLinesTable({
  recordId,
  lines,
  editable,
}: {
  recordId: string;
  lines: readonly ReturnLine[];
  editable: boolean;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const label = (key: string) => fieldLabel(t, returns.name, key);
  const columns: SimpleColumn<ReturnLine>[] = [
    { key: 'invoice_line', header: label('invoice_line'), cell: (line) => line.invoice_line },
    ...NUMBER_KEYS.map((key) => ({
      key,
      header: label(key),
      cell: (line: ReturnLine) => cellText(line[key], 'number', i18n.language),
    })),
    ...TEXT_KEYS.map((key) => ({ key, header: label(key), cell: (line: ReturnLine) => line[key] ?? '' })),
  ];

  async function remove(index: number) {
    const line = lines[index];
    if (!line) return;
    const accepted = await confirm({
      message: t('returnScreen.deleteLineConfirm', { line: line.invoice_line }),
      danger: true,
      cancelLabel: t('workflow.cancel'),
    });
    if (!accepted) return;
    const response = await gateway.del(resourceEndpoint(returns, recordId, 'lines', String(line.id)));
    if (!response.ok) {
      reportFailure(response, { fallbackMessage: t('returnScreen.lineDeleteError') });
      return;
    }
    await queryClient.invalidateQueries({ queryKey: resourceKeys.all(returns.name) });
    showSuccessToast(t('returnScreen.lineDeleted'));
  }

  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        {t('returnScreen.lines')}
      </Title>
      <SimpleRowsTable
        label={t('returnScreen.lines')}
        rows={lines}
        columns={columns}
        rowKey={(line) => String(line.id)}
        onRemove={editable ? remove : undefined}
        removeLabel={t('returnScreen.deleteLine', { line: '' }).trim()}
        emptyText={t('returnScreen.noLines')}
        minWidth={1100}
      />
    </Stack>
  );
}
