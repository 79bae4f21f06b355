import { useQuery } from '@tanstack/react-query';
import type { Endpoint } from '../../api/endpoint.ts';
import { gateway } from '../../api/gateway.ts';
import { unwrap } from '../../api/gateway-error.ts';

/** A market of `GET msmarket.v1/admin/markets`. */
export interface Market {
  id: number;
  name: string;
  iso: string;
  altra_company_iso: string | null;
  /** The group company of that code (`/globalcompanies`): its name and place in the selectors. */
  company_name?: string | null;
  company_sort_key?: number | null;
  available: boolean;
  active: boolean;
  languages: string[];
}

/** A language of `GET msmarket.v1/admin/languages`. */
export interface Language {
  id: number;
  az_iso: string;
  description: string;
  is_translatable: boolean;
}

export interface Keyword {
  id: number;
  keyword: string;
}

/** Whole lists for selectors change rarely; keep them a few minutes. */
const LOOKUP_STALE_MS = 5 * 60 * 1000;

export async function fetchLookup<T>(endpoint: Endpoint, key: string, signal?: AbortSignal): Promise<T[]> {
  const content = unwrap(await gateway.get<Record<string, unknown>>(endpoint, { signal }));
  const list = content?.[key];
  return Array.isArray(list) ? (list as T[]) : [];
}

export function useLookup<T>(endpoint: Endpoint, key: string, enabled = true) {
  return useQuery({
    queryKey: ['lookup', endpoint],
    queryFn: ({ signal }) => fetchLookup<T>(endpoint, key, signal),
    staleTime: LOOKUP_STALE_MS,
    enabled,
  });
}

export const useMarkets = () => useLookup<Market>('msmarket.v1/admin/markets', 'markets');
export const useLanguages = () => useLookup<Language>('msmarket.v1/admin/languages', 'languages');

export async function searchKeywords(search: string, signal?: AbortSignal): Promise<Keyword[]> {
  const query = search.trim() ? { search: search.trim() } : undefined;
  const content = unwrap(
    await gateway.get<{ keywords?: Keyword[] }>('msproduct.v1/keywords', { query, signal }),
  );
  return content?.keywords ?? [];
}

/** Creates a keyword on the fly; an existing one comes back as it is. */
export async function createKeyword(keyword: string): Promise<Keyword> {
  const content = unwrap(
    await gateway.post<{ keyword: Keyword }>('msproduct.v1/create-keyword', { keyword: keyword.trim() }),
  );
  return content.keyword;
}
