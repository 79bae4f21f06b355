/** What every bound field takes: its path in the form and its texts. */
export interface BoundFieldProps {
  name: string;
  label: string;
  /** The label is only for assistive technology (inside a table whose header says it). */
  hideLabel?: boolean;
  description?: string;
  readOnly?: boolean;
}

/** Mantine label props for a visible or an assistive-only label. */
export function labelProps(props: BoundFieldProps) {
  return props.hideLabel ? { 'aria-label': props.label } : { label: props.label };
}
