import { CONTENT_LANGUAGES } from '@proboard/domain';
import { diffWords } from 'diff';
import { convert } from 'html-to-text';

/**
 * The difference between two versions, word by word, per language: for the title and for the body
 * read as text (paragraphs on their own lines), so a reader sees what was written, not the markup.
 */
export interface Change {
  value: string;
  added?: boolean;
  removed?: boolean;
}

type Texts = Record<string, { title?: string; body?: string }>;

const asText = (html: string | undefined) =>
  convert(html ?? '', { wordwrap: false, selectors: [{ selector: 'a', options: { ignoreHref: true } }] });

const changesOf = (from: string, to: string): Change[] =>
  diffWords(from, to).map(({ value, added, removed }) => ({
    value,
    ...(added && { added: true }),
    ...(removed && { removed: true }),
  }));

/** Languages written in either version, each with its title and body changes. */
export function versionDiff(from: Texts, to: Texts) {
  const languages = CONTENT_LANGUAGES.filter((language) => from[language] || to[language]);
  return Object.fromEntries(
    languages.map((language) => {
      const a = from[language] ?? {};
      const b = to[language] ?? {};
      const changed = (a.title ?? '') !== (b.title ?? '') || (a.body ?? '') !== (b.body ?? '');
      return [
        language,
        {
          changed,
          title: changesOf(a.title ?? '', b.title ?? ''),
          body: changesOf(asText(a.body), asText(b.body)),
        },
      ];
    }),
  );
}
