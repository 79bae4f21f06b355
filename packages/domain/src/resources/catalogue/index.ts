export * from './articles.ts';
export * from './attribute-types.ts';
export * from './autodiagnosis.ts';
export * from './catalogue-levels.ts';
export * from './categories.ts';
export * from './docs.ts';
export * from './erp-images.ts';
export * from './faqs.ts';
export * from './languages.ts';
export * from './manufacturers.ts';
export * from './markets.ts';
export * from './products.ts';
export * from './tree.ts';
export * from './watermarks.ts';

import { ACCESS_CONFIG_RESOURCES } from '../access/index.ts';
import { USER_RESOURCES } from '../access/users.ts';
import { returns } from '../aftersales/returns.ts';
import { ASSISTANCE_RESOURCES } from '../assistance/index.ts';
import { audits } from '../audits/audits.ts';
import { COMMISSION_RESOURCES } from '../commissions/index.ts';
import { MAIL_RESOURCES } from '../communication/mail-resources.ts';
import { COMPATIBILITY_RESOURCES } from '../compatibility/index.ts';
import { CUSTOMER_RESOURCES } from '../customers/index.ts';
import { exportsDefinition } from '../exports/exports.ts';
import { countries } from '../global/countries.ts';
import { GROUP_COMPANY_RESOURCES } from '../group-companies/index.ts';
import { IMPORT_RESOURCES } from '../imports/index.ts';
import { INTEGRATION_RESOURCES } from '../integrations/index.ts';
import { LOG_RESOURCES } from '../logs/index.ts';
import { MARKETPLACE_RESOURCES } from '../marketplace/index.ts';
import { MEDIA_RESOURCES } from '../multimedia/index.ts';
import { NEWS_RESOURCES } from '../news/index.ts';
import { ORDER_RESOURCES } from '../orders/index.ts';
import { QR_RESOURCES } from '../qr/index.ts';
import { renewalPlans } from '../renewals/renewal-plans.ts';
import type { ResourceDefinition } from '../resource.ts';
import { SHIPMENT_RESOURCES } from '../shipments/index.ts';
import { TICKET_RESOURCES } from '../tickets/index.ts';
import { TPV_RESOURCES } from '../tpv/index.ts';
import { translations } from '../translations/translations.ts';
import { warranties } from '../warranties/warranties.ts';
import { DIGITAL_DOCS_RESOURCES } from '../wiki/digital-docs.ts';
import { WIKI_ZONE_RESOURCES } from '../wiki-zones/index.ts';
import { articles } from './articles.ts';
import { attributeTypes } from './attribute-types.ts';
import { autodiagnosis } from './autodiagnosis.ts';
import { categories } from './categories.ts';
import { docs } from './docs.ts';
import { faqs } from './faqs.ts';
import { languages } from './languages.ts';
import { manufacturers } from './manufacturers.ts';
import { markets } from './markets.ts';
import { products } from './products.ts';
import { families, ranges, systems } from './tree.ts';
import { watermarks } from './watermarks.ts';

/** The catalogue core resources, in menu order. */
export const CATALOGUE_CORE = [
  ranges,
  systems,
  families,
  attributeTypes,
  products,
  articles,
  manufacturers,
  languages,
  markets,
] as const;

/** Categories, watermarks, FAQs, docs and autodiagnosis (issue 13). */
export const CATALOGUE_CONTENT = [categories, watermarks, faqs, docs, autodiagnosis] as const;

/** Definitions by route resource name (`attributes`, `globalmarkets`...): the web's screens find theirs here. */
export const RESOURCE_DEFINITIONS: Readonly<Record<string, ResourceDefinition>> = Object.fromEntries(
  [
    ...CATALOGUE_CORE,
    ...CATALOGUE_CONTENT,
    ...ACCESS_CONFIG_RESOURCES,
    countries,
    ...USER_RESOURCES,
    ...DIGITAL_DOCS_RESOURCES,
    ...MEDIA_RESOURCES,
    returns,
    warranties,
    ...CUSTOMER_RESOURCES,
    ...INTEGRATION_RESOURCES,
    ...ORDER_RESOURCES,
    ...TICKET_RESOURCES,
    renewalPlans,
    ...IMPORT_RESOURCES,
    ...COMMISSION_RESOURCES,
    ...ASSISTANCE_RESOURCES,
    ...SHIPMENT_RESOURCES,
    ...COMPATIBILITY_RESOURCES,
    ...MARKETPLACE_RESOURCES,
    exportsDefinition,
    ...MAIL_RESOURCES,
    ...NEWS_RESOURCES,
    audits,
    ...QR_RESOURCES,
    ...WIKI_ZONE_RESOURCES,
    ...GROUP_COMPANY_RESOURCES,
    ...TPV_RESOURCES,
    ...LOG_RESOURCES,
    translations,
  ].map((definition) => [definition.name, definition]),
);
