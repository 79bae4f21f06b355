import { IconAlertCircle, IconCheck, IconLock } from '@tabler/icons-react';
import { useController } from 'react-hook-form';

/**
 * What a field shows of its state (spec section 5: "status error, ok or disabled changes icon and
 * border"). `ok` is only claimed for a value the user changed once the form checks it: react-hook-form
 * validates on submit, then on every change, so before the first save a value is unchecked and
 * an untouched form stays quiet.
 */
export type FieldStatus = 'idle' | 'ok' | 'error' | 'disabled';

export function fieldStatus(state: {
  disabled: boolean;
  invalid: boolean;
  changed: boolean;
  validated: boolean;
}): FieldStatus {
  if (state.disabled) return 'disabled';
  if (state.invalid) return 'error';
  return state.changed && state.validated ? 'ok' : 'idle';
}

const STATUS_ICONS = { ok: IconCheck, error: IconAlertCircle, disabled: IconLock } as const;

/**
 * Mantine input props of a status: the border (error, success; disabled has its own look), the
 * error message and the status icon. Selects keep their right side for the chevron and the clear
 * button, so they take the icon on the left.
 */
export function fieldStatusProps(status: FieldStatus, message: string | undefined, side: 'left' | 'right') {
  const Icon = status === 'idle' ? null : STATUS_ICONS[status];
  const icon = Icon ? <Icon size={16} aria-hidden data-field-status={status} /> : undefined;
  return {
    error: status === 'error' ? message || true : undefined,
    success: status === 'ok',
    ...(side === 'left' ? { leftSection: icon } : { rightSection: icon }),
  };
}

/** A form field bound to react-hook-form, with its status and the input props that show it. */
export function useBoundField(name: string) {
  const controller = useController({ name });
  const { field, fieldState, formState } = controller;
  const status = fieldStatus({
    disabled: Boolean(field.disabled),
    invalid: fieldState.invalid,
    changed: fieldState.isDirty,
    validated: formState.isSubmitted,
  });
  return {
    ...controller,
    status,
    statusProps: (side: 'left' | 'right' = 'right') =>
      fieldStatusProps(status, fieldState.error?.message, side),
  };
}
