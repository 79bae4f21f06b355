/**
 * What a chosen password must meet, wherever one is chosen (reset link, invitation link, the first
 * administrator). The server also refuses the most common passwords (its dictionary is large, so it
 * stays out of the web bundle: apps/server/src/platform/password-policy.ts).
 */
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 500;

interface GuessableName {
  /** As the message shows it. */
  shown: string;
  /** Lowercase letters only, as it is looked for in the folded password. */
  letters: string;
  /** Only as a word of its own: short names also occur inside ordinary words ("digital track"). */
  wordOnly?: boolean;
}

/**
 * The product (spec: a "PRO board") and the company (the Airzone brand, Corporación Empresarial
 * Altra): the first words a guesser tries against this site.
 */
const GUESSABLE_NAMES: readonly GuessableName[] = [
  { shown: 'PRO board', letters: 'proboard' },
  { shown: 'Airzone', letters: 'airzone' },
  { shown: 'Altra', letters: 'altra', wordOnly: true },
];

/** Digits and signs people put for letters ("pr0b0ard", "@irzone"); `1` is tried as i and as l. */
const LOOK_ALIKES: Record<string, string> = {
  '0': 'o',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

function foldings(password: string): string[] {
  const base = password
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[03457@$]/g, (c) => LOOK_ALIKES[c] ?? c);
  return [base.replace(/[1!|]/g, 'i'), base.replace(/[1!|]/g, 'l')];
}

/** The product or company name the password contains (as shown to the user), or null. */
export function guessableNameIn(password: string): string | null {
  for (const folded of foldings(password)) {
    const letters = folded.replace(/[^a-z]/g, '');
    const words = folded.split(/[^a-z]+/);
    const found = GUESSABLE_NAMES.find((name) =>
      name.wordOnly ? words.includes(name.letters) : letters.includes(name.letters),
    );
    if (found) return found.shown;
  }
  return null;
}
