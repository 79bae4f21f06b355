import { wikiDocuments } from '@proboard/domain';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ResourceRow } from '../../kit/api/resource-endpoints.ts';
import { fetchListPage, fetchRecord } from '../../kit/api/resource-queries.ts';
import type { SourceOption } from '../../kit/api/sources.ts';
import { AsyncSelect } from '../../kit/fields/AsyncSelect.tsx';
import { documentParam } from './wiki-versions.ts';

const PAGE = 25;

/** A document as the picker names it: its title and the zone it sits in (two "Cableado" differ). */
const documentOption = (row: ResourceRow): SourceOption => ({
  value: String(row.id),
  label: [row.title, row.zone].filter(Boolean).join(' — ') || `#${String(row.id)}`,
});

/**
 * The document a new version is written to, searched by title (the list's full-text search); the
 * choice is the screen's `?document=` so that a document's details link here with it chosen.
 */
export function WikiDocumentPicker() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const chosen = documentParam(search.get('document'));
  return (
    <AsyncSelect
      queryKey="wikizones-documents"
      label={t('wikiZoneScreens.document')}
      description={t('wikiZoneScreens.documentHint')}
      placeholder={t('wikiZoneScreens.documentPlaceholder')}
      required
      value={chosen}
      onChange={(value) => {
        const next = new URLSearchParams(search);
        if (value === null) next.delete('document');
        else next.set('document', String(value));
        setSearch(next);
      }}
      load={async (text, signal) => {
        const page = await fetchListPage(
          wikiDocuments,
          {
            currentPage: 1,
            perPage: PAGE,
            filter: text ? { search: text } : {},
            sortBy: wikiDocuments.defaultSort,
          },
          signal,
        );
        return page.data.map(documentOption);
      }}
      resolve={async (value, signal) =>
        documentOption(await fetchRecord(wikiDocuments, String(value), signal))
      }
    />
  );
}
