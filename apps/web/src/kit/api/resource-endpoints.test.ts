import { manufacturers, ranges } from '@proboard/domain';
import { describe, expect, it } from 'vitest';
import {
  exportEndpoint,
  exportFileName,
  readListPage,
  readRecord,
  recordRouteId,
  resourceEndpoint,
} from './resource-endpoints.ts';

describe('resource endpoints', () => {
  it('builds the gateway paths of a definition', () => {
    expect(resourceEndpoint(ranges)).toBe('msproduct.v1/admin/ranges');
    expect(resourceEndpoint(ranges, 'AZ 6')).toBe('msproduct.v1/admin/ranges/AZ%206');
    expect(exportEndpoint(manufacturers)).toBe('msproduct.v1/manufacturers/export');
  });

  it('reads a list page, assuming 15 per page when the answer omits it', () => {
    const page = readListPage(manufacturers, {
      manufacturers: { data: [{ id: 1 }], current_page: 2, last_page: 3, total: 21, from: 11, to: 11 },
    });
    expect(page).toEqual({
      data: [{ id: 1 }],
      currentPage: 2,
      lastPage: 3,
      perPage: 15,
      total: 21,
      from: 11,
      to: 11,
      firstPageUrl: null,
      lastPageUrl: null,
      nextPageUrl: null,
      prevPageUrl: null,
    });
    expect(readListPage(manufacturers, null)).toMatchObject({ data: [], total: 0, lastPage: 1, from: null });
  });

  it('keeps the page URLs of the envelope', () => {
    const url = (page: number) =>
      `manufacturers?context=${encodeURIComponent(JSON.stringify({ currentPage: page }))}`;
    const page = readListPage(manufacturers, {
      manufacturers: {
        data: [],
        current_page: 1,
        last_page: 3,
        per_page: 10,
        total: 21,
        from: 1,
        to: 10,
        first_page_url: url(1),
        last_page_url: url(3),
        next_page_url: url(2),
        prev_page_url: null,
      },
    });
    expect(page).toMatchObject({
      firstPageUrl: url(1),
      lastPageUrl: url(3),
      nextPageUrl: url(2),
      prevPageUrl: null,
    });
  });

  it('reads a record and the id its routes use', () => {
    expect(readRecord(ranges, { range: { id: 4, az_iso: 'AZ6' } })).toEqual({ id: 4, az_iso: 'AZ6' });
    expect(() => readRecord(ranges, {})).toThrow();
    expect(recordRouteId(ranges, { id: 4, az_iso: 'AZ6' })).toBe('AZ6');
    expect(recordRouteId(manufacturers, { id: 4, az_iso: 'AZ6' })).toBe('4');
  });

  it('names the Excel file after the resource and the day', () => {
    expect(exportFileName(manufacturers, new Date('2026-05-01T10:00:00Z'))).toBe(
      'manufacturers-2026-05-01.xlsx',
    );
  });
});
