import { describe, expect, it } from 'vitest';
import { fieldStatus, fieldStatusProps } from './field-status.tsx';

const base = { disabled: false, invalid: false, changed: false, validated: false };

describe('field status', () => {
  it('is quiet on an untouched form and on values the form has not checked yet', () => {
    expect(fieldStatus(base)).toBe('idle');
    expect(fieldStatus({ ...base, changed: true })).toBe('idle');
    // After a save attempt, a value the user did not change is not praised either.
    expect(fieldStatus({ ...base, validated: true })).toBe('idle');
  });

  it('is ok for a changed value the form checked, error for a refused one, disabled above both', () => {
    expect(fieldStatus({ ...base, changed: true, validated: true })).toBe('ok');
    expect(fieldStatus({ ...base, invalid: true })).toBe('error');
    expect(fieldStatus({ ...base, invalid: true, changed: true, validated: true })).toBe('error');
    expect(fieldStatus({ ...base, disabled: true, invalid: true })).toBe('disabled');
  });

  it('gives each status its border, message and icon on the chosen side', () => {
    const error = fieldStatusProps('error', 'Este campo es obligatorio', 'right');
    expect(error.error).toBe('Este campo es obligatorio');
    expect(error.success).toBe(false);
    expect(error).toHaveProperty('rightSection.props.data-field-status', 'error');
    // A nested error without its own message still marks the border.
    expect(fieldStatusProps('error', undefined, 'right').error).toBe(true);
    const ok = fieldStatusProps('ok', undefined, 'left');
    expect(ok).toMatchObject({ error: undefined, success: true });
    expect(ok).toHaveProperty('leftSection.props.data-field-status', 'ok');
    expect(fieldStatusProps('disabled', undefined, 'right')).toHaveProperty(
      'rightSection.props.data-field-status',
      'disabled',
    );
    expect(fieldStatusProps('idle', undefined, 'right')).toEqual({
      error: undefined,
      success: false,
      rightSection: undefined,
    });
  });
});
