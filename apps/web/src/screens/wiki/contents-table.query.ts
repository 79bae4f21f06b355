import {
  digitalBooks,
  digitalContents,
  digitalSections,
  digitalSubsections,
  type ResourceDefinition,
} from '@proboard/domain';
import { queryOptions } from '@tanstack/react-query';
import { gateway } from '../../api/gateway.ts';
import { unwrap } from '../../api/gateway-error.ts';

/** One node of a book's table of contents (`GET mswiki.v1/admin/digital-books/{id}/contents-table`). */
export interface TocNode {
  id: number;
  title: string;
  position: number;
  active?: boolean;
  subsections?: TocNode[];
  contents?: TocNode[];
}

export interface ContentsTable {
  book: { id: number; az_iso: string; title: string };
  sections: TocNode[];
}

/** Every level below a book, top down, with the key of its children in the table of contents. */
export const TOC_LEVELS: readonly {
  definition: ResourceDefinition;
  children: 'subsections' | 'contents' | null;
}[] = [
  { definition: digitalSections, children: 'subsections' },
  { definition: digitalSubsections, children: 'contents' },
  { definition: digitalContents, children: null },
];

export const contentsTableQuery = (bookId: string) =>
  queryOptions({
    // Under the resource keys, so a save of any node (which refreshes its resource) refreshes it too.
    queryKey: ['resource', digitalBooks.name, bookId, 'contents-table'],
    queryFn: async ({ signal }) => {
      const body = unwrap(
        await gateway.get<{ contents_table?: ContentsTable }>(
          `mswiki.v1/${digitalBooks.apiPath}/${bookId}/contents-table`,
          { signal },
        ),
      );
      return body?.contents_table ?? null;
    },
  });

/** Moves a node to `position` inside its parent (`POST …/{id}/move`). */
export async function moveNode(definition: ResourceDefinition, id: number, position: number) {
  return unwrap(await gateway.post(`mswiki.v1/${definition.apiPath}/${id}/move`, { position }));
}
