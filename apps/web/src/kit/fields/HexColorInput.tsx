import { ColorInput, type ColorInputProps } from '@mantine/core';

interface HexColorInputProps extends Omit<ColorInputProps, 'value' | 'onChange' | 'format'> {
  /** Six hex digits without '#', as the API keeps them (3c3c3c). */
  value: string;
  onChange(value: string): void;
}

/** A colour picker for hex colours stored without the '#'. */
export function HexColorInput({ value, onChange, ...props }: HexColorInputProps) {
  return (
    <ColorInput
      {...props}
      format="hex"
      fixOnBlur={false}
      withEyeDropper={false}
      value={value ? `#${value}` : ''}
      onChange={(next) => onChange(next.replace(/^#/, ''))}
    />
  );
}
