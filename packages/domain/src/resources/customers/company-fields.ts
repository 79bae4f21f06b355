import { z } from 'zod';
import { number } from '../../validation/rules.ts';
import { STORED_FILE_URL } from '../multimedia/media-resources.ts';

/** Client states of spec section 4. */
export const CLIENT_STATUSES = ['pending_activation', 'active', 'inactive'] as const;
export type ClientStatus = (typeof CLIENT_STATUSES)[number];
/** Client types of spec section 9. */
export const CLIENT_TYPES = ['PRO', 'FINAL'] as const;
/** How a company pays its orders (the spec names the field, not its values). */
export const PAYMENT_TYPES = ['transfer', 'direct_debit', 'card', 'cash_on_delivery', 'prepayment'] as const;
/** The six uploaded documents of a company (spec section 3), each with its expiry date. */
export const COMPANY_DOCUMENTS = ['w9', 'w8ben', 'tax_exemption', 'business_licence', 'rib', 'kbis'] as const;
export type CompanyDocument = (typeof COMPANY_DOCUMENTS)[number];
export const documentFileKey = (kind: CompanyDocument) => `${kind}_file_url` as const;
export const documentExpiryKey = (kind: CompanyDocument) => `${kind}_expires_on` as const;

/** A calendar day, `2027-01-31`: the shape the date inputs send and PostgreSQL's `date` reads. */
export const isoDay = () =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'validations.date')
    .refine(
      (v) =>
        !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      {
        message: 'validations.date',
      },
    );

/** The query of a signed link to a private document (server modules/files/file-links.ts). */
const SIGNED_LINK_QUERY = /\?expires=\d{1,12}&signature=[A-Za-z0-9_-]{43}$/;
/** What a body may send: a stored file's URL, bare or as a signed link. */
const SENT_FILE_URL = new RegExp(
  `^(${STORED_FILE_URL.source.slice(1, -1)})(${SIGNED_LINK_QUERY.source.slice(0, -1)})?$`,
);

/**
 * An uploaded file of our storage (`/files/<key>`), or none. A record's answer gives a private
 * document as a signed link (`/files/<key>?expires=...&signature=...`): a form sending it back
 * stores the file's own URL, without the link's query.
 */
export const storedFileUrl = () =>
  z
    .string()
    .max(200)
    .regex(SENT_FILE_URL, 'validations.storedFile')
    .transform((v) => v.replace(SIGNED_LINK_QUERY, ''))
    .or(z.literal(''))
    .nullish();

/**
 * A percentage typed as a number without a % sign (spec section 5: "21", "4.5"): 0 to 100 with at
 * most two decimals, kept exact as PostgreSQL numeric (the answer gives it back as a number).
 */
export const percentage = () =>
  // A cleared input ("") is no value (stored empty, or missing where one is required), not 0 %.
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .union([z.number(), z.string()])
      .check(number())
      .transform((v) => (typeof v === 'number' ? v : Number(v.trim())))
      .pipe(
        z
          .number()
          .min(0)
          .max(100)
          .refine((v) => Math.round(v * 100) === Math.round(v * 100 * 1e6) / 1e6, {
            message: 'validations.number',
          }),
      ),
  );
