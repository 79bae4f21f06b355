import type { ResourceDefinition } from '@proboard/domain';
import { useQuery } from '@tanstack/react-query';
import { fetchListPage, fetchRecord, fetchSelectorRows } from '../../api/resource-queries.ts';
import { rowOption } from '../../api/sources.ts';
import { BoundAsyncMultiSelect } from './BoundAsyncMultiSelect.tsx';
import { BoundAsyncSelect } from './BoundAsyncSelect.tsx';
import { BoundMultiSelect, type MultiSelectLimit } from './BoundMultiSelect.tsx';
import type { BoundFieldProps } from './field-props.ts';

const SEARCH_PAGE_SIZE = 25;

/**
 * A select fed by another resource's list: one value searched as the user types (families,
 * products); several values from the whole list (manufacturers), or searched as the user types
 * when the list is too large to load (`searchOnly`: related articles).
 */
export function ResourceSelectField({
  source,
  multiple,
  maxValues,
  searchOnly = false,
  ...props
}: BoundFieldProps &
  MultiSelectLimit & { source: ResourceDefinition; multiple: boolean; searchOnly?: boolean | undefined }) {
  const whole = useQuery({
    queryKey: ['resource', source.name, 'options'],
    queryFn: ({ signal }) =>
      fetchListPage(source, { currentPage: -1, perPage: 10, filter: {}, sortBy: source.defaultSort }, signal),
    enabled: multiple && !searchOnly,
  });
  const search = async (text: string, signal: AbortSignal) => {
    // Products and articles have a selector call: a few matches, without the list's paging and total.
    if (source.selectorPath) {
      const rows = await fetchSelectorRows({ ...source, selectorPath: source.selectorPath }, text, signal);
      return rows.map(rowOption);
    }
    const page = await fetchListPage(
      source,
      {
        currentPage: 1,
        perPage: SEARCH_PAGE_SIZE,
        filter: text ? { search: text } : {},
        sortBy: source.defaultSort,
      },
      signal,
    );
    return page.data.map(rowOption);
  };
  if (multiple && searchOnly) {
    return (
      <BoundAsyncMultiSelect
        {...props}
        queryKey={source.name}
        load={search}
        resolve={(values, signal) =>
          Promise.all(
            values.map(async (value) => rowOption(await fetchRecord(source, String(value), signal))),
          )
        }
      />
    );
  }
  if (multiple) {
    return (
      <BoundMultiSelect {...props} options={(whole.data?.data ?? []).map(rowOption)} maxValues={maxValues} />
    );
  }
  return (
    <BoundAsyncSelect
      {...props}
      queryKey={source.name}
      load={async (search, signal) => {
        const page = await fetchListPage(
          source,
          {
            currentPage: 1,
            perPage: SEARCH_PAGE_SIZE,
            filter: search ? { search } : {},
            sortBy: source.defaultSort,
          },
          signal,
        );
        return page.data.map(rowOption);
      }}
      resolve={async (value, signal) => rowOption(await fetchRecord(source, String(value), signal))}
    />
  );
}
