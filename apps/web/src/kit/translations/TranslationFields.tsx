import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BoundKeywordsSelect } from '../form/fields/BoundKeywordsSelect.tsx';
import { BoundRichTextEditor } from '../form/fields/BoundRichTextEditor.tsx';
import { BoundSlugInput } from '../form/fields/BoundSlugInput.tsx';
import { BoundTextarea } from '../form/fields/BoundTextarea.tsx';
import { BoundTextInput } from '../form/fields/BoundTextInput.tsx';
import { translateKey } from '../text/translate.ts';
import { BoundKeywordTranslations } from './BoundKeywordTranslations.tsx';

interface TranslationFieldsProps {
  /** Path of one language's texts, e.g. `translations.en`. */
  base: string;
  /** The translated keys the schema takes (name, slug, description, keywords...). */
  keys: readonly string[];
  /** Suffix of each label, so every box of every tab has its own name: `(EN)`. */
  language: string;
}

/**
 * The boxes of one language tab: slug derived from the name, description as a text area, body as
 * rich text, shared keywords picked from the list and the language's own words typed freely.
 */
export function TranslationFields({ base, keys, language }: TranslationFieldsProps) {
  const { t } = useTranslation();
  const label = (key: string) =>
    `${translateKey(t, `kit.translations.fields.${key}`)} (${language.toUpperCase()})`;
  const short = keys.filter(
    (key) => !['description', 'keywords', 'keyword_translations', 'body', 'body_2'].includes(key),
  );
  return (
    <Stack gap="sm" pt="sm">
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {short.map((key) =>
          key === 'slug' && keys.includes('name') ? (
            <BoundSlugInput key={key} name={`${base}.slug`} source={`${base}.name`} label={label(key)} />
          ) : (
            <BoundTextInput key={key} name={`${base}.${key}`} label={label(key)} />
          ),
        )}
      </SimpleGrid>
      {keys.includes('description') ? (
        <BoundTextarea name={`${base}.description`} label={label('description')} />
      ) : null}
      {keys.includes('body') ? <BoundRichTextEditor name={`${base}.body`} label={label('body')} /> : null}
      {/* An e-mail template's second body (issue 33). */}
      {keys.includes('body_2') ? (
        <BoundRichTextEditor name={`${base}.body_2`} label={label('body_2')} />
      ) : null}
      {keys.includes('keywords') ? (
        <BoundKeywordsSelect name={`${base}.keywords`} label={label('keywords')} />
      ) : null}
      {keys.includes('keyword_translations') ? (
        <BoundKeywordTranslations
          name={`${base}.keyword_translations`}
          label={label('keyword_translations')}
        />
      ) : null}
    </Stack>
  );
}
