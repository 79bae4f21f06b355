import { Anchor, Box, Group, List, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguages } from '../../kit/api/lookups.ts';
import {
  type Change,
  fileName,
  hasChanges,
  keyedChanges,
  splitLanguages,
  type VersionDiff,
} from './wiki-versions.ts';

/**
 * Marked three ways, never by colour alone: removed text struck through on red, added text
 * underlined on green, and each said aloud as removed or added (screen readers skip del/ins).
 */
const REMOVED = {
  color: 'var(--mantine-color-red-light-color)',
  background: 'var(--mantine-color-red-0)',
  textDecoration: 'line-through',
} as const;
const ADDED = {
  color: 'var(--mantine-color-green-light-color)',
  background: 'var(--mantine-color-green-0)',
  textDecoration: 'underline',
  textDecorationThickness: 2,
} as const;

function Removed({ children }: { children: string }) {
  const { t } = useTranslation();
  return (
    <Box component="del" style={REMOVED}>
      <VisuallyHidden>{t('wikiZoneScreens.removedStart')}</VisuallyHidden>
      {children}
      <VisuallyHidden>{t('wikiZoneScreens.changeEnd')}</VisuallyHidden>
    </Box>
  );
}

function Added({ children }: { children: string }) {
  const { t } = useTranslation();
  return (
    <Box component="ins" style={ADDED}>
      <VisuallyHidden>{t('wikiZoneScreens.addedStart')}</VisuallyHidden>
      {children}
      <VisuallyHidden>{t('wikiZoneScreens.changeEnd')}</VisuallyHidden>
    </Box>
  );
}

/** A text's changes word by word; paragraphs of a body keep their own lines. */
export function WordDiff({ changes }: { changes: readonly Change[] }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="word-diff">
      {keyedChanges(changes).map((change) =>
        change.removed ? (
          <Removed key={change.key}>{change.value}</Removed>
        ) : change.added ? (
          <Added key={change.key}>{change.value}</Added>
        ) : (
          <span key={change.key}>{change.value}</span>
        ),
      )}
    </Text>
  );
}

/** What the marks mean, with a sample of each. */
function Legend() {
  const { t } = useTranslation();
  return (
    <Group gap="md">
      <Text size="xs">
        <Removed>{t('wikiZoneScreens.legendRemoved')}</Removed>
      </Text>
      <Text size="xs">
        <Added>{t('wikiZoneScreens.legendAdded')}</Added>
      </Text>
    </Group>
  );
}

/** One text (title or body) of a language: its changes, or that it stayed as it was. */
function TextDiff({ label, changes }: { label: string; changes: readonly Change[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      {hasChanges(changes) ? (
        <WordDiff changes={changes} />
      ) : (
        <Text size="sm" c="dimmed">
          {t('wikiZoneScreens.unchanged')}
        </Text>
      )}
    </Stack>
  );
}

function FileList({ label, urls }: { label: string; urls: readonly string[] }) {
  if (urls.length === 0) return null;
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {label}
      </Text>
      <List size="sm">
        {urls.map((url) => (
          <List.Item key={url}>
            <Anchor href={url} target="_blank" rel="noopener noreferrer">
              {fileName(url)}
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/**
 * The server's word-level comparison of two versions: per language written in either, its title
 * and its body read as text; the languages left as they were named in one line; the attachments
 * added and removed.
 */
export function WikiVersionDiff({ diff }: { diff: VersionDiff }) {
  const { t } = useTranslation();
  const languages = useLanguages();
  const name = (language: string) => {
    const found = languages.data?.find((row) => row.az_iso === language);
    return found ? `${found.description} (${language.toUpperCase()})` : language.toUpperCase();
  };
  const { changed, same } = splitLanguages(diff);
  const files = diff.attachments.added.length + diff.attachments.removed.length > 0;
  return (
    <Stack gap="md" data-testid="version-diff">
      <Legend />
      {changed.length === 0 && !files ? <Text size="sm">{t('wikiZoneScreens.noDifferences')}</Text> : null}
      {changed.map((language) => {
        const texts = diff.languages[language]!;
        return (
          <Stack
            key={language}
            gap="xs"
            component="section"
            aria-label={name(language)}
            data-language={language}
          >
            <Title order={4} size="h6">
              {name(language)}
            </Title>
            <TextDiff label={t('kit.translations.fields.title')} changes={texts.title} />
            <TextDiff label={t('kit.translations.fields.body')} changes={texts.body} />
          </Stack>
        );
      })}
      {same.length > 0 ? (
        <Text size="sm" c="dimmed">
          {t('wikiZoneScreens.sameLanguages', { languages: same.map((l) => l.toUpperCase()).join(', ') })}
        </Text>
      ) : null}
      {files ? (
        <Stack gap="xs">
          <Title order={4} size="h6">
            {t('resources.wikizones.fields.attachments')}
          </Title>
          <FileList label={t('wikiZoneScreens.attachmentsAdded')} urls={diff.attachments.added} />
          <FileList label={t('wikiZoneScreens.attachmentsRemoved')} urls={diff.attachments.removed} />
        </Stack>
      ) : null}
    </Stack>
  );
}
