import { TextInput, type TextInputProps } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { derivedSlug, followsSource } from './slug-sync.ts';

interface SlugInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  onChange(value: string): void;
  /** The field the slug derives from (the name). */
  source: string;
}

/**
 * A slug derived from another field with the domain's `slugify` while the user has not typed one
 * by hand; clearing it makes it follow the source again.
 */
export function SlugInput({ value, onChange, source, disabled, ...props }: SlugInputProps) {
  const editedByHand = useRef(!followsSource(value, source));
  const previousSource = useRef(source);
  useEffect(() => {
    if (source === previousSource.current) return;
    previousSource.current = source;
    if (disabled) return;
    const next = derivedSlug(value, source, editedByHand.current);
    if (next !== value) onChange(next);
  }, [source, value, disabled, onChange]);
  return (
    <TextInput
      {...props}
      disabled={disabled}
      value={value}
      onChange={(event) => {
        const next = event.currentTarget.value;
        editedByHand.current = next !== '';
        onChange(next);
      }}
    />
  );
}
