import { qrRedirections, type ResourceDefinition } from '@proboard/domain';
import { queryOptions } from '@tanstack/react-query';
import type { Endpoint } from '../../api/endpoint.ts';
import { gateway } from '../../api/gateway.ts';
import { unwrap } from '../../api/gateway-error.ts';

/** A code's scans (`GET mstools.v1/{apiPath}/{id}/scans`), robots apart. */
export interface QrScans {
  total: number;
  bots: number;
  devices: { device: string; scans: number }[];
  countries: { country: string; scans: number }[];
  months: { month: string; scans: number; bots: number }[];
  /** New codes only: what the printed code holds. */
  public_url?: string;
}

export const qrScansQuery = (definition: ResourceDefinition, id: string) =>
  queryOptions({
    // Under the record's cache key: a save or a conversion refreshes it.
    queryKey: ['resource', definition.name, id, 'scans'],
    queryFn: async ({ signal }) =>
      unwrap(
        await gateway.get<{ scans: QrScans }>(
          `mstools.v1/${definition.apiPath}/${encodeURIComponent(id)}/scans`,
          { signal },
        ),
      )?.scans ?? null,
  });

/** The QR image's address: `format`, pixel `size` and error-correction `level`. */
export const qrImageEndpoint = (id: string, format: string, size: number, level: string): Endpoint =>
  `mstools.v1/${qrRedirections.apiPath}/${encodeURIComponent(id)}/qr?format=${format}&size=${size}&level=${level}`;
