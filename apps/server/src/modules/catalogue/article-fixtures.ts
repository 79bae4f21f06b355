import { ARTICLE_DESCRIPTION_LANGUAGES } from '@proboard/domain';

/** An article's translations with the description every article needs, in each of the six languages. */
export function describedInEveryLanguage(name: string) {
  return Object.fromEntries(
    ARTICLE_DESCRIPTION_LANGUAGES.map((language) => [
      language,
      { name, description: `${name} (${language})` },
    ]),
  );
}
