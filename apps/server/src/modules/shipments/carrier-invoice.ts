/** One line of the carrier's invoice file: an invoiced tracking number. */
export interface InvoicedParcel {
  invoice_number: string;
  invoice_date: string | null;
  tracking_number: string;
  invoiced_parcels: number;
  invoiced_weight_kg: number;
  amount: number | null;
}

/** The invoice file's columns, in any order (its header names them). */
export const CARRIER_INVOICE_COLUMNS = [
  'invoice_number',
  'invoice_date',
  'tracking_number',
  'parcels',
  'weight_kg',
  'amount',
] as const;
const REQUIRED = ['invoice_number', 'tracking_number', 'parcels', 'weight_kg'] as const;
/** Lines one file may hold (a month of a busy warehouse is a few tens of thousands). */
export const CARRIER_INVOICE_MAX_LINES = 100_000;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A number as the carrier writes it: dot or comma decimals (`12,50`). */
const numberOf = (text: string) =>
  /^\d+([.,]\d+)?$/.test(text) ? Number(text.replace(',', '.')) : Number.NaN;

/**
 * Reads the carrier's invoice file (CSV, `;` or `,` separated, a header line naming the columns of
 * CARRIER_INVOICE_COLUMNS): its lines, or the first problems by line number (nothing is imported then).
 */
export function parseCarrierInvoice(text: string): { lines: InvoicedParcel[] } | { problems: string[] } {
  const rows = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '');
  const header = rows[0];
  if (!header) return { problems: ['the file is empty'] };
  const separator = header.includes(';') ? ';' : ',';
  const names = header.split(separator).map((name) => name.trim().toLowerCase());
  const missing = REQUIRED.filter((name) => !names.includes(name));
  if (missing.length) return { problems: [`missing columns: ${missing.join(', ')}`] };
  if (rows.length - 1 > CARRIER_INVOICE_MAX_LINES)
    return { problems: [`more than ${CARRIER_INVOICE_MAX_LINES} lines`] };
  const lines: InvoicedParcel[] = [];
  const problems: string[] = [];
  rows.slice(1).forEach((row, index) => {
    const cells = row.split(separator).map((cell) => cell.trim().replace(/^"(.*)"$/, '$1'));
    const cell = (name: string) => cells[names.indexOf(name)] ?? '';
    const parcels = numberOf(cell('parcels'));
    const weight = numberOf(cell('weight_kg'));
    const amount = cell('amount') ? numberOf(cell('amount')) : null;
    const date = cell('invoice_date') || null;
    const line = index + 2;
    if (!cell('invoice_number') || cell('invoice_number').length > 40)
      problems.push(`line ${line}: invoice_number`);
    else if (!cell('tracking_number') || cell('tracking_number').length > 100)
      problems.push(`line ${line}: tracking_number`);
    else if (!Number.isInteger(parcels) || parcels < 1 || parcels > 999)
      problems.push(`line ${line}: parcels`);
    else if (!(weight > 0 && weight < 100_000)) problems.push(`line ${line}: weight_kg`);
    else if (amount !== null && !(amount >= 0 && amount < 10_000_000)) problems.push(`line ${line}: amount`);
    else if (date && (!DAY.test(date) || Number.isNaN(Date.parse(date))))
      problems.push(`line ${line}: invoice_date`);
    else
      lines.push({
        invoice_number: cell('invoice_number'),
        invoice_date: date,
        tracking_number: cell('tracking_number'),
        invoiced_parcels: parcels,
        invoiced_weight_kg: weight,
        amount,
      });
  });
  if (problems.length) return { problems: problems.slice(0, 20) };
  // A tracking number invoiced twice in one invoice counts once, as its last line says.
  const unique = new Map(lines.map((l) => [`${l.invoice_number}\u0000${l.tracking_number}`, l]));
  return { lines: [...unique.values()] };
}
