import { useLookup } from '../../api/lookups.ts';
import type { ResourceRow } from '../../api/resource-endpoints.ts';
import type { LookupSource } from '../../api/sources.ts';
import { BoundMultiSelect, type MultiSelectLimit } from './BoundMultiSelect.tsx';
import { BoundSelect } from './BoundSelect.tsx';
import type { BoundFieldProps } from './field-props.ts';

/** A select fed by a whole-list endpoint (ranges, systems, categories, languages). */
export function LookupSelectField({
  source,
  multiple,
  maxValues,
  ...props
}: BoundFieldProps & MultiSelectLimit & { source: LookupSource; multiple: boolean }) {
  const lookup = useLookup<ResourceRow>(source.endpoint, source.key);
  const options = (lookup.data ?? []).map(source.option);
  return multiple ? (
    <BoundMultiSelect {...props} options={options} maxValues={maxValues} />
  ) : (
    <BoundSelect {...props} options={options} />
  );
}
