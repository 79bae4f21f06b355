export * from './ticket-categories.ts';
export * from './ticket-configurations.ts';
export * from './ticket-workflow.ts';
export * from './tickets.ts';

import { ticketCategories } from './ticket-categories.ts';
import { ticketConfigurations } from './ticket-configurations.ts';
import { companyTickets, tickets } from './tickets.ts';

/** Tickets, their categories and configurations, and the company's tickets tab (issues 14 and 15). */
export const TICKET_RESOURCES = [tickets, ticketCategories, ticketConfigurations, companyTickets] as const;
