import { exportsDefinition } from '@proboard/domain';
import type { ResourceStore } from '../../platform/resources/resource-store.ts';

const REQUESTER = `(select trim(u.name || ' ' || coalesce(u.surname, '')) from users u where u.id = t.requested_by)`;

/** The exports' table for the list engine and the record reads (exports.routes.ts writes it). */
export const exportStore: ResourceStore = {
  definition: exportsDefinition,
  table: 'exports',
  writable: ['family', 'entity', 'market_id', 'languages', 'parts', 'format', 'locale', 'filters'],
  json: ['filters'],
  computed: {
    az_label: `'#' || t.id`,
    requester: REQUESTER,
    market: `(select json_build_object('id', m.id, 'iso', m.iso, 'name', m.name) from markets m where m.id = t.market_id)`,
  },
  expressions: { requester: REQUESTER },
  uniques: {},
};
