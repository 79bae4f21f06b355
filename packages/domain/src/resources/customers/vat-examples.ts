/**
 * A valid VAT number of `country` made from `n` (the same n, the same number): Spanish CIF of a
 * limited company (B), Portuguese NIF, French TVA over a Luhn-valid SIREN, Italian partita IVA.
 * For demo data and for tests that need fresh valid numbers (isValidVat accepts every one).
 */
export function exampleVat(country: string, n: number): string {
  switch (country) {
    case 'PT':
      return portugueseNifExample(n);
    case 'FR':
      return frenchVatExample(n);
    case 'IT':
      return italianVatExample(n);
    default:
      return spanishCifExample(n);
  }
}

function spanishCifExample(n: number): string {
  const digits = String(1_000_000 + (n % 9_000_000)).padStart(7, '0');
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const d = Number(digits[i]);
    sum += i % 2 === 1 ? d : Math.floor((d * 2) / 10) + ((d * 2) % 10);
  }
  return `B${digits}${(10 - (sum % 10)) % 10}`;
}
function portugueseNifExample(n: number): string {
  const base = `5${String(n).padStart(7, '0')}`;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(base[i]) * (9 - i);
  const rest = 11 - (sum % 11);
  return `${base}${rest >= 10 ? 0 : rest}`;
}
function frenchVatExample(n: number): string {
  // A SIREN passing Luhn: 8 digits and the digit that completes the sum.
  const body = String(30_000_000 + n).slice(0, 8);
  for (let last = 0; last < 10; last++) {
    const siren = `${body}${last}`;
    let sum = 0;
    for (let i = 0; i < 9; i++) {
      let d = Number(siren[8 - i]);
      if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
      sum += d;
    }
    if (sum % 10 === 0) return `FR${String((12 + 3 * (Number(siren) % 97)) % 97).padStart(2, '0')}${siren}`;
  }
  return '';
}
function italianVatExample(n: number): string {
  const base = String(1_000_000_000 + n * 7).slice(0, 10);
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const d = Number(base[i]);
    sum += i % 2 === 0 ? d : d * 2 > 9 ? d * 2 - 9 : d * 2;
  }
  return `${base}${(10 - (sum % 10)) % 10}`;
}
