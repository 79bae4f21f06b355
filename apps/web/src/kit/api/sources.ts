import type { Endpoint } from '../../api/endpoint.ts';
import type { ResourceRow } from './resource-endpoints.ts';

/** An option of a select fed by another resource. */
export interface SourceOption {
  value: string | number;
  label: string;
}

/** A whole-list endpoint (spec section 7) that feeds the selects naming it as `source`. */
export interface LookupSource {
  endpoint: Endpoint;
  /**
   * For a field that `dependsOn` another: the endpoint of the list for that field's value (a
   * country's regions); `endpoint` is then only its key prefix.
   */
  endpointFor?(value: string): Endpoint;
  key: string;
  option(row: ResourceRow): SourceOption;
}

const codeAndName = (row: ResourceRow): SourceOption => ({
  value: Number(row.id),
  label: [row.az_iso, row.name ?? row.description].filter(Boolean).join(' - '),
});

/**
 * Small lists come whole from their lookup endpoint; other sources (families, products,
 * manufacturers) are read from their resource list, searched as the user types.
 */
export const LOOKUP_SOURCES: Readonly<Record<string, LookupSource>> = {
  ranges: { endpoint: 'msproduct.v1/ranges', key: 'ranges', option: codeAndName },
  systems: { endpoint: 'msproduct.v1/systems', key: 'systems', option: codeAndName },
  categories: { endpoint: 'msproduct.v1/categories', key: 'categories', option: codeAndName },
  articletypes: { endpoint: 'msproduct.v1/admin/article-types', key: 'article_types', option: codeAndName },
  /** Markets by id (an article's rates). */
  markets: {
    endpoint: 'msmarket.v1/admin/markets',
    key: 'markets',
    option: (row) => ({ value: Number(row.id), label: `${row.iso} - ${row.name}` }),
  },
  attributes: { endpoint: 'msproduct.v1/attribute-types', key: 'attribute_types', option: codeAndName },
  languages: {
    endpoint: 'msmarket.v1/admin/languages',
    key: 'languages',
    option: (row) => ({ value: String(row.az_iso), label: `${row.az_iso} - ${row.description}` }),
  },
  /** Users' country: the ISO code is the value (`users.country_iso`). */
  countries: {
    endpoint: 'msaddress.v1/admin/countries',
    key: 'countries',
    option: (row) => ({ value: String(row.iso), label: `${row.iso} - ${row.name}` }),
  },
  /** Users' market: the market's code is the value (`users.market`). */
  marketcodes: {
    endpoint: 'msmarket.v1/admin/markets',
    key: 'markets',
    option: (row) => ({ value: String(row.iso), label: `${row.iso} - ${row.name}` }),
  },
  /** A ticket's main category; its subcategory `dependsOn` it and lists that category's children. */
  mainticketcategories: {
    endpoint: 'mstickets.v1/ticket-categories',
    key: 'ticket_categories',
    option: codeAndName,
  },
  ticketsubcategories: {
    endpoint: 'mstickets.v1/ticket-categories',
    endpointFor: (categoryId) =>
      `mstickets.v1/ticket-categories/${encodeURIComponent(categoryId)}/subcategories`,
    key: 'ticket_categories',
    option: codeAndName,
  },
  /** A country's regions by id: a field naming this source `dependsOn` its country's ISO code. */
  regions: {
    endpoint: 'msaddress.v1/admin/countries',
    endpointFor: (iso) => `msaddress.v1/admin/countries/${encodeURIComponent(iso)}/regions`,
    key: 'regions',
    option: (row) => ({ value: Number(row.id), label: String(row.name) }),
  },
  /** CRM agents by code (`crm-agents`: the CRM's, or the users holding an agent code). */
  agents: {
    endpoint: 'mscrm.v1/crm-agents',
    key: 'crm_agents',
    option: (row) => ({ value: String(row.code), label: `${row.code} - ${row.FULLNAME}` }),
  },
  /** Amazon marketplaces by id; each row carries its `keyword_byte_limit` (an ASIN's keywords count down from it). */
  amazonmarketplaces: {
    endpoint: 'msproduct.v1/amazon-marketplaces',
    key: 'amazon_marketplaces',
    option: (row) => ({ value: Number(row.id), label: `${row.name} (amazon.${row.domain_extension})` }),
  },
  /** An indoor-unit model's manufacturer (the model form's own options call). */
  compatibilitymanufacturers: {
    endpoint: 'msproduct.v1/admin/compatibility-iu-models/manufacturers',
    key: 'manufacturers',
    option: codeAndName,
  },
  /** The manufacturers that may speak a protocol: only those with protocol_active. */
  protocolmanufacturers: {
    endpoint: 'msproduct.v1/admin/communication-protocols/manufacturers',
    key: 'manufacturers',
    option: codeAndName,
  },
  rolegroups: {
    endpoint: 'mslogin.v1/admin/roles_groups',
    key: 'roles_groups',
    option: (row) => ({ value: Number(row.id), label: String(row.name) }),
  },
  roles: {
    endpoint: 'mslogin.v1/admin/roles',
    key: 'roles',
    option: (row) => ({ value: Number(row.id), label: String(row.name) }),
  },
};

/** The label of a record in a resource-fed select: `AZ6 - Airzone 6000`. */
export function rowOption(row: ResourceRow): SourceOption {
  return codeAndName(row);
}
