/** What every bound field takes: its path in the form and its texts. */
export interface BoundFieldProps {
  name: string;
  label: string;
  /** The label is only for assistive technology (inside a table whose header says it). */
  hideLabel?: boolean;
  description?: string;
  readOnly?: boolean;
  /** The schema refuses it empty: the label's asterisk and aria-required from the first render. */
  required?: boolean;
}

/**
 * Mantine label props for a visible or an assistive-only label, with the required mark. Not the
 * `required` attribute: the browser's own checks would compete with the form's translated ones.
 */
export function labelProps(props: Pick<BoundFieldProps, 'label' | 'hideLabel' | 'required'>) {
  const required = props.required ? { withAsterisk: true, 'aria-required': true } : {};
  return props.hideLabel ? { 'aria-label': props.label, ...required } : { label: props.label, ...required };
}
