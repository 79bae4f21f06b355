const UNITS = [
  { unit: 'megabyte', bytes: 1024 * 1024 },
  { unit: 'kilobyte', bytes: 1024 },
] as const;

/** A file's size for people, in the interface's locale: `68 byte`, `1,5 kB`, `2.3 MB`. */
export function fileSizeText(bytes: number, locale: string): string {
  const step = UNITS.find((candidate) => bytes >= candidate.bytes);
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: step?.unit ?? 'byte',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(step ? bytes / step.bytes : bytes);
}
