/** An attribute type as `GET attribute-types` answers it, with its options. */
export interface AttributeTypeRow {
  id: number;
  az_iso: string;
  description: string;
  applies_to: string[];
  options: { id: number; az_iso: string; value: string }[];
}

/** The option chosen for `type` among the chosen option ids, or null. */
export function chosenOption(type: AttributeTypeRow, chosen: readonly number[]): number | null {
  return type.options.find((option) => chosen.includes(option.id))?.id ?? null;
}

/** The chosen ids with `type`'s option replaced by `option` (none: the type is left without a value). */
export function withOption(
  type: AttributeTypeRow,
  chosen: readonly number[],
  option: number | null,
): number[] {
  const ofType = new Set(type.options.map((o) => o.id));
  const others = chosen.filter((id) => !ofType.has(id));
  return option === null ? others : [...others, option];
}
