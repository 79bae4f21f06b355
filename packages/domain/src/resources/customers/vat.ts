/**
 * VAT / tax identification numbers checked by the company's country (issue 14): Spain's NIF, NIE and
 * CIF with their control character, Portugal's NIF, France's TVA (key over the SIREN), Italy's
 * partita IVA, and a generic EU VAT shape for every other country. A leading country prefix
 * (`ESB12345674`) is accepted; spaces, dots and hyphens are ignored.
 */

/** Upper case without spaces, dots, hyphens or slashes: how a VAT number is stored and compared. */
export function normalizeVat(value: string): string {
  return value.toUpperCase().replace(/[\s.\-/]/g, '');
}

const NIF_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

function spanishNif(value: string): boolean {
  const match = /^(\d{8})([A-Z])$/.exec(value);
  return match !== null && NIF_LETTERS[Number(match[1]) % 23] === match[2];
}

function spanishNie(value: string): boolean {
  const match = /^([XYZ])(\d{7})([A-Z])$/.exec(value);
  if (!match) return false;
  const number = Number(`${'XYZ'.indexOf(match[1]!)}${match[2]}`);
  return NIF_LETTERS[number % 23] === match[3];
}

/** CIF: organisation letter, 7 digits, and a control digit or letter depending on the organisation. */
function spanishCif(value: string): boolean {
  const match = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(value);
  if (!match) return false;
  const [, kind, digits, control] = match as unknown as [string, string, string, string];
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const digit = Number(digits[i]);
    if (i % 2 === 1) sum += digit;
    else sum += Math.floor((digit * 2) / 10) + ((digit * 2) % 10);
  }
  const expected = (10 - (sum % 10)) % 10;
  const letter = 'JABCDEFGHI'[expected]!;
  if ('PQRSNW'.includes(kind)) return control === letter;
  if ('ABEH'.includes(kind)) return control === String(expected);
  return control === letter || control === String(expected);
}

function portugueseNif(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(value[i]) * (9 - i);
  const rest = 11 - (sum % 11);
  return (rest >= 10 ? 0 : rest) === Number(value[8]);
}

/** Luhn over a SIREN (9 digits). */
function luhn(value: string): boolean {
  let sum = 0;
  for (let i = 0; i < value.length; i++) {
    let digit = Number(value[value.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** French TVA: a two-character key and the SIREN; a numeric key is (12 + 3 × (SIREN mod 97)) mod 97. */
function frenchVat(value: string): boolean {
  const match = /^([0-9A-HJ-NP-Z]{2})(\d{9})$/.exec(value);
  if (!match) return /^\d{9}$/.test(value) && luhn(value);
  const [, key, siren] = match as unknown as [string, string, string];
  if (!/^\d{2}$/.test(key)) return true;
  return Number(key) === (12 + 3 * (Number(siren) % 97)) % 97;
}

/** Partita IVA: 11 digits, the last one a Luhn-like control over the first ten. */
function italianVat(value: string): boolean {
  if (!/^\d{11}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const digit = Number(value[i]);
    if (i % 2 === 0) sum += digit;
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
  }
  return (10 - (sum % 10)) % 10 === Number(value[10]);
}

const RULES: Readonly<Record<string, (value: string) => boolean>> = {
  ES: (v) => spanishNif(v) || spanishNie(v) || spanishCif(v),
  PT: portugueseNif,
  FR: frenchVat,
  IT: italianVat,
};

/** Any other country: 2 to 14 letters and digits after the optional prefix (the EU VAT shape). */
const GENERIC_VAT = /^[0-9A-Z+*]{2,14}$/;

/** Whether a VAT number is valid for a country (ISO 3166-1 alpha-2); empty is left to `required`. */
export function isValidVat(country: string, raw: string): boolean {
  const iso = country.toUpperCase();
  let value = normalizeVat(raw);
  // Greece's VAT prefix is EL, not its ISO code.
  const prefix = iso === 'GR' ? 'EL' : iso;
  if (value.startsWith(prefix) && value.length > prefix.length) value = value.slice(prefix.length);
  const rule = RULES[iso];
  return rule ? rule(value) : GENERIC_VAT.test(value);
}
