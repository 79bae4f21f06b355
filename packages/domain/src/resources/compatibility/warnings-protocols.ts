import { z } from 'zod';
import { CONTENT_LANGUAGES } from '../../i18n/locales.ts';
import { isAzIso, max, min, requiredText, text } from '../../validation/rules.ts';
import type { ResourceDefinition } from '../resource.ts';
import { idList, updatedAt } from '../shared.ts';

/** How much a warning matters to the installer who reads it: its badge's colour follows. */
export const WARNING_SEVERITIES = ['info', 'warning', 'critical'] as const;

/** The most characters of a warning's text in one language (installers read it on a phone). */
export const WARNING_TEXT_MAX = 1000;

const warningTranslations = z
  .partialRecord(z.enum(CONTENT_LANGUAGES), z.strictObject({ text: text(max(WARNING_TEXT_MAX)).optional() }))
  .default({});

/**
 * A warning shown to installers beside a compatibility ("needs the Easyzone gateway firmware 2.1").
 * Its Spanish text is required: every list shows it, and it is what the other languages translate.
 */
export const compatibilityWarningSchema = z
  .strictObject({
    az_iso: requiredText(isAzIso(), max(40)),
    severity: z.enum(WARNING_SEVERITIES).default('warning'),
    compatibility_types: idList.default([]),
    translations: warningTranslations,
    active: z.boolean().default(true),
    updated_at: updatedAt,
  })
  .superRefine((value, ctx) => {
    if (!value.translations.es?.text?.trim()) {
      ctx.addIssue({
        code: 'custom',
        path: ['translations', 'es', 'text'],
        message: 'validations.warningSpanishText',
      });
    }
  });

export const compatibilityWarnings: ResourceDefinition<typeof compatibilityWarningSchema> = {
  name: 'compatibilitywarnings',
  service: 'msproduct',
  apiPath: 'admin/compatibility-warnings',
  singular: 'compatibility_warning',
  plural: 'compatibility_warnings',
  idParam: 'id',
  // The compatibility forms load them whole (a multiselect).
  wholeList: true,
  schema: compatibilityWarningSchema,
  fields: [
    { key: 'az_iso', kind: 'text', uniqueCode: true, half: true },
    { key: 'severity', kind: 'select', half: true },
    { key: 'compatibility_types', kind: 'multiselect', source: 'compatibilitytypes' },
    { key: 'active', kind: 'boolean' },
    { key: 'translations', kind: 'translations', allLanguages: true },
  ],
  columns: [
    { key: 'az_iso' },
    { key: 'text' },
    { key: 'severity' },
    { key: 'compatibility_type_names', sortable: false },
    { key: 'active', type: 'boolean', values: 'activity' },
    { key: 'created_at', type: 'date' },
  ],
  search: ['az_iso', 'text'],
  defaultSort: '-created_at',
  duplicate: false,
};

/** The most manufacturers one protocol names. */
export const PROTOCOL_MANUFACTURERS_MAX = 200;

/**
 * A communication protocol our thermostats speak with other manufacturers' units (a manufacturer's
 * bus, Modbus, BACnet...): the manufacturers that speak it are only those whose `protocol_active`
 * is set (spec section 4), checked by the server.
 */
export const communicationProtocolSchema = z.strictObject({
  az_iso: requiredText(isAzIso(), max(40)),
  name: requiredText(min(2), max(120)),
  manufacturers: idList.max(PROTOCOL_MANUFACTURERS_MAX).default([]),
  translations: z
    .partialRecord(z.enum(CONTENT_LANGUAGES), z.strictObject({ description: text(max(2000)).optional() }))
    .default({}),
  active: z.boolean().default(true),
  updated_at: updatedAt,
});

export const communicationProtocols: ResourceDefinition<typeof communicationProtocolSchema> = {
  name: 'communicationprotocols',
  service: 'msproduct',
  apiPath: 'admin/communication-protocols',
  singular: 'communication_protocol',
  plural: 'communication_protocols',
  idParam: 'id',
  // The model form's protocols multiselect loads them whole.
  wholeList: true,
  schema: communicationProtocolSchema,
  fields: [
    { key: 'az_iso', kind: 'text', uniqueCode: true, half: true },
    { key: 'name', kind: 'text', half: true },
    {
      key: 'manufacturers',
      kind: 'multiselect',
      source: 'protocolmanufacturers',
      maxValues: PROTOCOL_MANUFACTURERS_MAX,
    },
    { key: 'active', kind: 'boolean' },
    { key: 'translations', kind: 'translations', allLanguages: true },
  ],
  columns: [
    { key: 'az_iso' },
    { key: 'name' },
    { key: 'manufacturer_names', sortable: false },
    { key: 'active', type: 'boolean', values: 'activity' },
    { key: 'created_at', type: 'date' },
  ],
  search: ['az_iso', 'name'],
  defaultSort: '-created_at',
  duplicate: false,
};
