import { Button, Group, Text } from '@mantine/core';
import { paginationWindow } from '@proboard/domain';
import { useTranslation } from 'react-i18next';

interface TablePaginationProps {
  page: number;
  lastPage: number;
  onPage(page: number): void;
}

/** Previous, the page window of the domain (up to 7 links with ellipses), next, and "page X of Y". */
export function TablePagination({ page, lastPage, onPage }: TablePaginationProps) {
  const { t } = useTranslation();
  const markers = paginationWindow(page, lastPage);
  return (
    <Group gap="xs" wrap="wrap">
      <nav aria-label={t('kit.pagination.label')}>
        <Group gap={4} wrap="wrap">
          <Button variant="default" size="xs" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('kit.pagination.previous')}
          </Button>
          {markers.map((marker, index) =>
            marker === 'ellipsis' ? (
              // Two ellipses at most, told apart by their place.
              // biome-ignore lint/suspicious/noArrayIndexKey: the markers' order is their identity
              <Text key={`ellipsis-${index}`} size="sm" c="dimmed" px={4} aria-hidden>
                …
              </Text>
            ) : (
              <Button
                key={marker}
                size="xs"
                variant={marker === page ? 'filled' : 'default'}
                aria-current={marker === page ? 'page' : undefined}
                aria-label={t('kit.pagination.page', { page: marker })}
                onClick={() => onPage(marker)}
              >
                {marker}
              </Button>
            ),
          )}
          <Button variant="default" size="xs" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
            {t('kit.pagination.next')}
          </Button>
        </Group>
      </nav>
      <Text size="sm" c="dimmed" role="status">
        {t('kit.pagination.pageOf', { page, last: lastPage })}
      </Text>
    </Group>
  );
}
