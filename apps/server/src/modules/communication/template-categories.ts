import type { EmailEvent } from '@proboard/domain';

/** The categories migration 0061 seeds, and the events each groups (staff may change both). */
export const SEEDED_CATEGORIES: readonly {
  name: string;
  translations: Record<string, { name: string }>;
  events: readonly EmailEvent[];
}[] = [
  {
    name: 'Cuentas de usuario',
    translations: {
      en: { name: 'User accounts' },
      fr: { name: 'Comptes utilisateur' },
      it: { name: 'Account utente' },
      pt: { name: 'Contas de utilizador' },
    },
    events: ['user_invitation', 'password_reset'],
  },
  {
    name: 'Posventa',
    translations: {
      en: { name: 'After-sales' },
      fr: { name: 'Après-vente' },
      it: { name: 'Post-vendita' },
      pt: { name: 'Pós-venda' },
    },
    events: ['return_accepted', 'warranty_validated', 'pickup_booked'],
  },
  {
    name: 'Atención al cliente',
    translations: {
      en: { name: 'Customer service' },
      fr: { name: 'Service client' },
      it: { name: 'Assistenza clienti' },
      pt: { name: 'Apoio ao cliente' },
    },
    events: ['ticket_answered', 'assistance_survey', 'assistance_report'],
  },
  {
    name: 'Pedidos y exportaciones',
    translations: {
      en: { name: 'Orders and exports' },
      fr: { name: 'Commandes et exports' },
      it: { name: 'Ordini ed esportazioni' },
      pt: { name: 'Encomendas e exportações' },
    },
    events: ['order_shipping', 'export_ready', 'export_failed'],
  },
];
