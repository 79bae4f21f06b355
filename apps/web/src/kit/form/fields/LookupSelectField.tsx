import { useWatch } from 'react-hook-form';
import { useLookup } from '../../api/lookups.ts';
import type { ResourceRow } from '../../api/resource-endpoints.ts';
import type { LookupSource } from '../../api/sources.ts';
import { BoundMultiSelect, type MultiSelectLimit } from './BoundMultiSelect.tsx';
import { BoundSelect } from './BoundSelect.tsx';
import type { BoundFieldProps } from './field-props.ts';

/**
 * A select fed by a whole-list endpoint (ranges, systems, categories, languages). With `dependsOn`,
 * the list is the one for that field's value (a country's regions), and empty while it has none.
 */
export function LookupSelectField({
  source,
  multiple,
  maxValues,
  dependsOn,
  ...props
}: BoundFieldProps &
  MultiSelectLimit & { source: LookupSource; multiple: boolean; dependsOn?: string | undefined }) {
  const parent = useWatch({ name: dependsOn ?? '', disabled: !dependsOn });
  const parentValue = dependsOn && parent !== null && parent !== undefined ? String(parent) : '';
  const endpoint =
    dependsOn && source.endpointFor && parentValue ? source.endpointFor(parentValue) : source.endpoint;
  const lookup = useLookup<ResourceRow>(endpoint, source.key, !dependsOn || parentValue !== '');
  const options = dependsOn && !parentValue ? [] : (lookup.data ?? []).map(source.option);
  return multiple ? (
    <BoundMultiSelect {...props} options={options} maxValues={maxValues} />
  ) : (
    <BoundSelect {...props} options={options} />
  );
}
