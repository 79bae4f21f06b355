import {
  GATEWAY_SERVICES,
  type GatewayService,
  listPathOf,
  type RawListContext,
  RESPONSE_DEFAULT_PER_PAGE,
  type ResourceDefinition,
} from '@proboard/domain';
import type { Endpoint } from '../../api/endpoint.ts';

/** A record as the API answers it: the definition's fields plus id, timestamps and computed labels. */
export type ResourceRow = Record<string, unknown>;

/** One page of a list: the whole envelope of API.md "Lists" (spec section 3, Pagination). */
export interface ListPage {
  data: ResourceRow[];
  currentPage: number;
  lastPage: number;
  perPage: number;
  total: number;
  from: number | null;
  to: number | null;
  /** The same list's pages as gateway URLs (same context); null where there is no such page. */
  firstPageUrl: string | null;
  lastPageUrl: string | null;
  nextPageUrl: string | null;
  prevPageUrl: string | null;
}

function service(definition: ResourceDefinition): GatewayService {
  if (!(GATEWAY_SERVICES as readonly string[]).includes(definition.service)) {
    throw new Error(`Unknown gateway service '${definition.service}' of ${definition.name}`);
  }
  return definition.service as GatewayService;
}

/** `msproduct.v1/admin/ranges`, or a path below it (`…/export`, `…/AZ6`). */
export function resourceEndpoint(definition: ResourceDefinition, ...below: string[]): Endpoint {
  const tail = below.map((part) => `/${encodeURIComponent(part)}`).join('');
  return `${service(definition)}.v1/${definition.apiPath}${tail}`;
}

/** The paged list: `apiPath`, or the definition's own list path (`attribute-types/filter`). */
export function listEndpoint(definition: ResourceDefinition): Endpoint {
  return `${service(definition)}.v1/${listPathOf(definition)}`;
}

export const exportEndpoint = (definition: ResourceDefinition) => resourceEndpoint(definition, 'export');

export function contextQuery(context: RawListContext): { context: string } {
  return { context: JSON.stringify(context) };
}

const count = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;
const countOrNull = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
const urlOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** Reads `{ <plural>: { data, current_page, … } }`; a missing per_page means 15 (spec section 3). */
export function readListPage(definition: ResourceDefinition, content: unknown): ListPage {
  const envelope = (content as Record<string, unknown> | null)?.[definition.plural] as
    | Record<string, unknown>
    | undefined;
  const data = Array.isArray(envelope?.data) ? (envelope.data as ResourceRow[]) : [];
  const total = count(envelope?.total, data.length);
  return {
    data,
    currentPage: count(envelope?.current_page, 1),
    lastPage: Math.max(1, count(envelope?.last_page, 1)),
    perPage: count(envelope?.per_page, RESPONSE_DEFAULT_PER_PAGE),
    total,
    from: countOrNull(envelope?.from),
    to: countOrNull(envelope?.to),
    firstPageUrl: urlOrNull(envelope?.first_page_url),
    lastPageUrl: urlOrNull(envelope?.last_page_url),
    nextPageUrl: urlOrNull(envelope?.next_page_url),
    prevPageUrl: urlOrNull(envelope?.prev_page_url),
  };
}

/** Reads `{ <singular>: {...} }`. */
export function readRecord(definition: ResourceDefinition, content: unknown): ResourceRow {
  const record = (content as Record<string, unknown> | null)?.[definition.singular];
  if (!record || typeof record !== 'object') throw new Error(`No ${definition.singular} in the answer`);
  return record as ResourceRow;
}

/** The value a record's routes use for it: az_iso or id (`idParam` of the definition). */
export function recordRouteId(definition: ResourceDefinition, row: ResourceRow): string {
  const value = row[definition.idParam] ?? row.id;
  return value === undefined || value === null ? '' : String(value);
}

/** `Daikin.xlsx`-like name of an Excel download: `manufacturers-2026-05-01.xlsx`. */
export function exportFileName(definition: ResourceDefinition, now = new Date()): string {
  return `${definition.plural}-${now.toISOString().slice(0, 10)}.xlsx`;
}
