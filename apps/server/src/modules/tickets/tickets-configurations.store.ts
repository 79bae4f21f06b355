import { ticketConfigurations } from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { ResourceStore, Tx } from '../../platform/resources/resource-store.ts';

/** Whether `userId` may be given tickets: an active internal (staff) user. */
export async function isStaff(tx: Tx, userId: number): Promise<boolean> {
  const found = await tx.execute(
    sql`select 1 from users where id = ${userId} and type = 'internal' and status = 'active'`,
  );
  return found.rows.length > 0;
}

/** A market's ticket settings (`/ticketsconfigurations`), one per market. */
export const ticketConfigurationStore: ResourceStore = {
  definition: ticketConfigurations,
  table: 'tickets_configurations',
  writable: ['market', 'default_assignee_id', 'reply_from', 'close_when_reply', 'signature'],
  computed: {
    default_assignee: `(select concat_ws(' ', u.name, nullif(u.surname, '')) from users u
      where u.id = t.default_assignee_id)`,
  },
  uniques: { tickets_configurations_market_key: 'market' },
  hooks: {
    async validate(tx, body) {
      // The market is a code, not a reference: a market's settings may be written before the market
      // itself is opened (a ticket naming a market that does not exist is refused instead).
      const errors: Record<string, string[]> = {};
      const assignee = body.default_assignee_id as number | null | undefined;
      if (assignee && !(await isStaff(tx, assignee))) errors.default_assignee_id = ['tickets.notStaff'];
      return errors;
    },
  },
};
