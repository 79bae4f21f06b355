import { Switch, type SwitchProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ToggleProps extends Omit<SwitchProps, 'checked' | 'onChange'> {
  checked: boolean;
  onChange(checked: boolean): void;
  /** Shown as allowed-looking but refuses changes, saying why (spec section 2, item 3). */
  notAllowed?: boolean;
}

/** A toggle switch; disabled or not-allowed states block changes. */
export function Toggle({ checked, onChange, notAllowed = false, disabled, ...props }: ToggleProps) {
  const { t } = useTranslation();
  const blocked = Boolean(disabled) || notAllowed;
  return (
    <Switch
      {...props}
      checked={checked}
      disabled={disabled}
      aria-disabled={notAllowed || undefined}
      title={notAllowed ? t('kit.toggle.notAllowed') : undefined}
      styles={notAllowed ? { track: { cursor: 'not-allowed' }, label: { cursor: 'not-allowed' } } : undefined}
      onChange={(event) => {
        if (!blocked) onChange(event.currentTarget.checked);
      }}
    />
  );
}
