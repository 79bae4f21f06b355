import { Anchor, Group, List, Stack, Text, Title } from '@mantine/core';
import { buildPath, mediaResources } from '@proboard/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { currentLocale } from '../../i18n/i18n.ts';
import { useResourceRecord } from '../../kit/api/resource-queries.ts';
import { fileSizeText } from '../../kit/fields/file-size.ts';
import {
  MEDIA_USER_KINDS,
  type MediaResourceUsageRecord,
  type MediaUserKind,
  type UsedByEntry,
  usageOf,
} from './media-resource-usage.ts';

const USER_ROUTES: Record<MediaUserKind, string> = {
  ranges: 'ranges-details',
  systems: 'systems-details',
  families: 'families-details',
  products: 'products-details',
  articles: 'articles-details',
};

/**
 * Read-only facts of a saved media resource under its form: where it sits in the classification
 * (group > class > type, implied by its type), the stored file's name, size and type, and the
 * ranges, systems, families, products and articles that use it. The record is the form's own (one request).
 */
export function MediaResourceUsage({ recordId }: { recordId: string }) {
  const { t } = useTranslation();
  const record = useResourceRecord(mediaResources, recordId);
  if (!record.data) return null;
  const usage = usageOf(record.data as MediaResourceUsageRecord);
  return (
    <Stack gap="sm" mt="lg" component="section" aria-labelledby="media-usage-title" data-testid="media-usage">
      <Title order={2} size="h4" id="media-usage-title">
        {t('kit.mediaUsage.usageTitle')}
      </Title>
      <Group gap="xs">
        <Text fw={600}>{t('kit.mediaUsage.classification')}:</Text>
        <Text data-testid="media-classification">{usage.classification}</Text>
      </Group>
      <Group gap="xs">
        <Text fw={600}>{t('kit.mediaUsage.fileDetails')}:</Text>
        {usage.file ? (
          <Text data-testid="media-file">
            <Anchor href={usage.file.url} target="_blank" rel="noopener noreferrer">
              {usage.file.name}
            </Anchor>
            {` · ${fileSizeText(usage.file.size, currentLocale())} · ${usage.file.mime}`}
          </Text>
        ) : (
          <Text c="dimmed">{t('kit.mediaUsage.noFile')}</Text>
        )}
      </Group>
      <Text fw={600}>{t('kit.mediaUsage.usedBy')}</Text>
      {usage.total === 0 ? (
        <Text c="dimmed">{t('kit.mediaUsage.unused')}</Text>
      ) : (
        MEDIA_USER_KINDS.map((kind) =>
          usage.usedBy[kind].length ? (
            <div key={kind}>
              <Text size="sm" fw={500}>
                {t(`kit.mediaUsage.${kind}`)}
              </Text>
              <List size="sm">
                {usage.usedBy[kind].map((entry: UsedByEntry) => (
                  <List.Item key={entry.id}>
                    <Anchor component={Link} to={buildPath(USER_ROUTES[kind], { az_iso: entry.az_iso })}>
                      {`${entry.az_iso} - ${entry.name}`}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            </div>
          ) : null,
        )
      )}
      {usage.hidden > 0 ? (
        <Text size="sm" c="dimmed">
          {t('kit.mediaUsage.more', { count: usage.hidden })}
        </Text>
      ) : null}
    </Stack>
  );
}
