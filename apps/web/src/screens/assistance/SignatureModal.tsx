import { Box, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { assignments } from '@proboard/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import SignaturePad from 'signature_pad';
import { gateway } from '../../api/gateway.ts';
import { reportFailure } from '../../feedback/report-failure.ts';
import { resourceEndpoint } from '../../kit/api/resource-endpoints.ts';
import { resourceKeys } from '../../kit/api/resource-queries.ts';
import { fieldLabel } from '../../kit/text/translate.ts';
import { showSuccessToast } from '../../notifications/toast.tsx';

export type Signer = 'technician' | 'customer';

/** Drawn with the mouse, a finger or a pen on a canvas; sent as a PNG that the server checks. */
export function SignatureModal({
  recordId,
  signer,
  onClose,
}: {
  recordId: string;
  signer: Signer;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // A state, not a ref: the modal's portal attaches the canvas after this component's first effects.
  const [element, setElement] = useState<HTMLCanvasElement | null>(null);
  const pad = useRef<SignaturePad | null>(null);
  const [empty, setEmpty] = useState(true);
  const [saving, setSaving] = useState(false);
  const label = fieldLabel(t, 'assignments', `${signer}_signature`);

  useEffect(() => {
    if (!element) return;
    // The drawing buffer at the screen's density, so the strokes are sharp and land under the pointer.
    const ratio = Math.max(window.devicePixelRatio || 1, 1);
    element.width = element.offsetWidth * ratio;
    element.height = element.offsetHeight * ratio;
    element.getContext('2d')?.scale(ratio, ratio);
    const drawing = new SignaturePad(element, { backgroundColor: 'rgb(255, 255, 255)' });
    drawing.addEventListener('endStroke', () => setEmpty(drawing.isEmpty()));
    pad.current = drawing;
    return () => drawing.off();
  }, [element]);

  function clear() {
    pad.current?.clear();
    setEmpty(true);
  }

  async function save() {
    if (!pad.current || pad.current.isEmpty()) return;
    setSaving(true);
    const response = await gateway.post(resourceEndpoint(assignments, recordId, 'signatures'), {
      signer,
      image: pad.current.toDataURL('image/png'),
    });
    setSaving(false);
    if (!response.ok) {
      reportFailure(response, { fallbackMessage: t('assistance.signatureError') });
      return;
    }
    await queryClient.invalidateQueries({ queryKey: resourceKeys.all(assignments.name) });
    showSuccessToast(t('assistance.signed'));
    onClose();
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={label}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Stack gap="sm">
        <Text size="sm">{t('assistance.signHint')}</Text>
        <Box
          component="canvas"
          ref={setElement}
          aria-label={label}
          data-testid="signature-canvas"
          w="100%"
          h={200}
          style={{ border: '1px solid var(--mantine-color-gray-5)', borderRadius: 4, touchAction: 'none' }}
        />
        <Group justify="space-between">
          <Button variant="default" onClick={clear}>
            {t('assistance.clearSignature')}
          </Button>
          <Group>
            <Button variant="default" onClick={onClose}>
              {t('workflow.cancel')}
            </Button>
            <Button onClick={save} disabled={empty} loading={saving}>
              {t('assistance.saveSignature')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
