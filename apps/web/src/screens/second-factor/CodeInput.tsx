import { TextInput } from '@mantine/core';

interface CodeInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  description?: string;
  error?: string | null;
}

/** A one-time code as phones and password managers fill it (`one-time-code`). */
export function CodeInput({ label, value, onChange, description, error }: CodeInputProps) {
  return (
    <TextInput
      label={label}
      description={description}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      autoComplete="one-time-code"
      spellCheck={false}
      maxLength={20}
      required
      error={error || undefined}
      data-autofocus
    />
  );
}
