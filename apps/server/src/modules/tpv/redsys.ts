import { createCipheriv, createHmac, timingSafeEqual } from 'node:crypto';
import {
  REDSYS_CARD_BRANDS,
  REDSYS_CURRENCIES,
  REDSYS_TRANSACTION_TYPES,
  responseCodeOf,
  TPV_AMOUNT_MAX_CENTS,
  type TpvOperationType,
  type TpvStatus,
  tpvStatusOf,
} from '@proboard/domain';

/*
 * Redsys' notification signature (HMAC_SHA256_V1, its integration guide): the merchant key (base64 of
 * 24 bytes) encrypts the order number with 3DES-CBC (zero IV, the order zero-padded to 8 bytes), and
 * that result is the HMAC-SHA256 key over `Ds_MerchantParameters` exactly as sent (base64 of the
 * JSON). The bank sends the signature in base64url; either alphabet is read.
 */

/** The per-order key: 3DES-CBC of the order number under the merchant key. */
export function orderKey(merchantKey: string, order: string): Buffer {
  const key = Buffer.from(merchantKey, 'base64');
  const text = Buffer.from(order, 'utf8');
  const padded = Buffer.alloc(Math.max(8, Math.ceil(text.length / 8) * 8));
  text.copy(padded);
  const cipher = createCipheriv('des-ede3-cbc', key, Buffer.alloc(8));
  cipher.setAutoPadding(false);
  return Buffer.concat([cipher.update(padded), cipher.final()]);
}

/** The signature of merchant parameters (standard base64, as Redsys' own libraries compute it). */
export function signParameters(merchantKey: string, order: string, parameters: string): string {
  return createHmac('sha256', orderKey(merchantKey, order)).update(parameters, 'utf8').digest('base64');
}

/** Either base64 alphabet, padding or not, as bytes (null when it is not base64 at all). */
function base64Bytes(value: string): Buffer | null {
  const standard = value.trim().replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (!/^[A-Za-z0-9+/]*$/.test(standard) || standard.length % 4 === 1) return null;
  return Buffer.from(standard, 'base64');
}

/** Whether `signature` (base64 or base64url) is the parameters' signature; compared in constant time. */
export function signatureMatches(
  merchantKey: string,
  order: string,
  parameters: string,
  signature: string,
): boolean {
  const expected = createHmac('sha256', orderKey(merchantKey, order)).update(parameters, 'utf8').digest();
  const given = base64Bytes(signature);
  return given !== null && given.length === expected.length && timingSafeEqual(given, expected);
}

/** The JSON object inside `Ds_MerchantParameters`, or null. */
export function decodeParameters(value: string): Record<string, unknown> | null {
  const bytes = base64Bytes(value);
  if (!bytes || bytes.length === 0) return null;
  try {
    const parsed: unknown = JSON.parse(bytes.toString('utf8'));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** `Ds_MerchantParameters` of an object (what the bank, or a test playing it, sends). */
export const encodeParameters = (parameters: Record<string, unknown>) =>
  Buffer.from(JSON.stringify(parameters), 'utf8').toString('base64');

/** A parameter by its name whatever its case (`Ds_Order`, `DS_ORDER`), as text; undefined if absent. */
export function parameter(parameters: Record<string, unknown>, name: string): string | undefined {
  const lower = name.toLowerCase();
  const key = Object.keys(parameters).find((k) => k.toLowerCase() === lower);
  const value = key === undefined ? undefined : parameters[key];
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string'
    ? value
    : typeof value === 'number'
      ? String(value)
      : JSON.stringify(value);
}

/** Redsys URL-encodes some values inside the JSON (`30%2F08%2F2022`). */
function decoded(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/** Luhn: a 13–19 digit run that passes it is a card number. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Whether a text holds what looks like a full card number (13–19 digits passing Luhn, spaces aside). */
export function holdsCardNumber(value: string): boolean {
  for (const run of value.replace(/[ -]/g, '').match(/\d{13,19}/g) ?? []) {
    if (passesLuhn(run)) return true;
  }
  return false;
}

/** A message key of the server catalogue, with its parameters. */
export type Refusal = { key: string; params?: Record<string, string | number> };

/** An operation as the notification describes it, ready to be written. */
export interface NotifiedOperation {
  bankOperationKey: string;
  bankOrder: string;
  orderReference: string | null;
  operationType: TpvOperationType;
  transactionType: string;
  status: TpvStatus;
  responseCode: string;
  amountCents: number;
  currency: string;
  cardBrand: string | null;
  cardLast4: string | null;
  authorisationCode: string;
  securePayment: boolean | null;
  merchantCode: string;
  terminal: string;
  /** `YYYY-MM-DD HH:MM`, Spanish time (the bank's clock). */
  localMoment: string;
  /** What the bank sent, its card number masked. */
  parameters: Record<string, unknown>;
}

const ORDER = /^[A-Za-z0-9]{4,12}$/;
const MERCHANT = /^\d{1,9}$/;

/** The order and merchant a notification names, needed to check its signature. */
export function signedBy(parameters: Record<string, unknown>): {
  order?: string;
  merchant?: string;
  errors: Record<string, Refusal[]>;
} {
  const errors: Record<string, Refusal[]> = {};
  const order = parameter(parameters, 'Ds_Order')?.trim();
  const merchant = parameter(parameters, 'Ds_MerchantCode')?.trim();
  if (!order) errors.Ds_Order = [{ key: 'validations.required' }];
  else if (!ORDER.test(order)) errors.Ds_Order = [{ key: 'validations.isAzIso' }];
  if (!merchant) errors.Ds_MerchantCode = [{ key: 'validations.required' }];
  else if (!MERCHANT.test(merchant)) errors.Ds_MerchantCode = [{ key: 'tpv.code', params: { digits: 9 } }];
  return { order, merchant, errors };
}

/** `dd/mm/yyyy` and `hh:mm` as `YYYY-MM-DD HH:MM`, or null when they name no real moment. */
function momentOf(date: string, hour: string): string | null {
  const d = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(decoded(date).trim());
  const h = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(decoded(hour).trim());
  if (!d || !h) return null;
  const [day, month, year, hours, minutes] = [d[1], d[2], d[3], h[1], h[2]].map(Number) as number[];
  const check = new Date(Date.UTC(year!, month! - 1, day!, hours!, minutes!));
  const real =
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month! - 1 &&
    check.getUTCDate() === day &&
    hours! < 24 &&
    minutes! < 60;
  return real ? `${d[3]}-${d[2]}-${d[1]} ${h[1]}:${h[2]}` : null;
}

/** Masked numbers as Redsys sends them (`454881******0003`), or just the last four digits. */
const MASKED = /^(\d{0,6}[*Xx]{2,13}|)(\d{4})$/;

/**
 * The operation a signed notification describes, or the refusals naming its parameters. A card
 * number that is not masked is refused (it is never written anywhere, nor echoed back).
 */
export function readNotification(
  parameters: Record<string, unknown>,
):
  | { operation: NotifiedOperation; errors?: undefined }
  | { operation?: undefined; errors: Record<string, Refusal[]> } {
  const errors: Record<string, Refusal[]> = {};
  const refuse = (name: string, refusal: Refusal) => {
    errors[name] = [...(errors[name] ?? []), refusal];
  };
  const text = (name: string) => parameter(parameters, name)?.trim() ?? '';
  const required = (name: string) => {
    const value = text(name);
    if (!value) refuse(name, { key: 'validations.required' });
    return value;
  };

  const { order, merchant, errors: identity } = signedBy(parameters);
  Object.assign(errors, identity);

  const terminalText = required('Ds_Terminal');
  if (terminalText && !/^\d{1,3}$/.test(terminalText))
    refuse('Ds_Terminal', { key: 'tpv.code', params: { digits: 3 } });

  const amountText = required('Ds_Amount');
  const amountCents = Number(amountText);
  if (amountText && (!/^\d{1,12}$/.test(amountText) || amountCents > TPV_AMOUNT_MAX_CENTS))
    refuse('Ds_Amount', { key: 'tpv.code', params: { digits: 12 } });

  const currencyCode = required('Ds_Currency');
  const currency = REDSYS_CURRENCIES[currencyCode];
  if (currencyCode && !currency)
    refuse('Ds_Currency', { key: 'tpv.currency', params: { currency: currencyCode.slice(0, 8) } });

  const responseText = required('Ds_Response');
  const responseCode = responseCodeOf(responseText);
  if (responseText && !responseCode) refuse('Ds_Response', { key: 'tpv.code', params: { digits: 4 } });

  const transactionType = required('Ds_TransactionType').toUpperCase();
  if (transactionType && !/^[0-9A-Z]{1,2}$/.test(transactionType))
    refuse('Ds_TransactionType', { key: 'tpv.code', params: { digits: 2 } });

  const dateText = required('Ds_Date');
  const hourText = required('Ds_Hour');
  const localMoment = dateText && hourText ? momentOf(dateText, hourText) : null;
  if (dateText && hourText && !localMoment) refuse('Ds_Date', { key: 'tpv.moment' });

  const brandCode = text('Ds_Card_Brand');
  const cardBrand = brandCode ? (REDSYS_CARD_BRANDS[brandCode] ?? 'other') : null;

  const cardNumber = text('Ds_Card_Number').replace(/\s/g, '');
  let cardLast4: string | null = null;
  if (cardNumber) {
    const masked = MASKED.exec(cardNumber);
    if (masked) cardLast4 = masked[2]!;
    else if (/^\d{12,19}$/.test(cardNumber)) refuse('Ds_Card_Number', { key: 'tpv.fullCardNumber' });
    else refuse('Ds_Card_Number', { key: 'tpv.cardNumber' });
  }
  // A card number anywhere else (the merchant data, a field the board does not read) is refused too.
  for (const [name, value] of Object.entries(parameters)) {
    if (name.toLowerCase() === 'ds_card_number' || /^ds_control_/i.test(name)) continue;
    if (typeof value === 'string' && holdsCardNumber(decoded(value)))
      refuse(name, { key: 'tpv.fullCardNumber' });
  }

  const merchantData = decoded(text('Ds_MerchantData')).trim();
  const orderReference = merchantData ? merchantData.slice(0, 100) : null;

  const authorisation = text('Ds_AuthorisationCode').replace(/\+/g, '').trim();
  if (authorisation && !/^[0-9A-Za-z]{1,12}$/.test(authorisation))
    refuse('Ds_AuthorisationCode', { key: 'tpv.code', params: { digits: 12 } });

  const secure = text('Ds_SecurePayment');

  if (Object.keys(errors).length > 0) return { errors };

  const terminal = terminalText.padStart(3, '0');
  const code = responseCode!;
  const kept = Object.fromEntries(
    Object.entries(parameters).map(([name, value]) =>
      name.toLowerCase() === 'ds_card_number' ? [name, `************${cardLast4}`] : [name, value],
    ),
  );
  return {
    operation: {
      bankOperationKey: [merchant, terminal, order, transactionType, localMoment, authorisation].join('/'),
      bankOrder: order!,
      orderReference,
      operationType: REDSYS_TRANSACTION_TYPES[transactionType] ?? 'other',
      transactionType,
      status: tpvStatusOf(code),
      responseCode: code,
      amountCents,
      currency: currency!,
      cardBrand,
      cardLast4,
      authorisationCode: authorisation,
      securePayment: secure === '1' ? true : secure === '0' ? false : null,
      merchantCode: merchant!,
      terminal,
      localMoment: localMoment!,
      parameters: kept,
    },
  };
}
