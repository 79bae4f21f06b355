/**
 * The logs' and API warnings' server messages (issue 34), per locale: what each check's warning
 * says (its `{name}` values come from the warning's params) and the answers of "mark as seen" and
 * "run the checks". Spread into server-messages.ts.
 */
export const esLogMessages = {
  'warnings.article_without_rate':
    'El artículo {article} está activo en el mercado {market} pero no tiene tarifa allí',
  'warnings.crm_sync_failed':
    'La sincronización de la empresa {company} con el CRM ha fallado {attempts} veces ({error})',
  'warnings.erp_sync_failed': 'El envío del pedido {order} a A3 ha fallado {attempts} veces ({error})',
  'warnings.export_permission_missing':
    'La exportación {family} › {entity} pide el permiso {permission}, que no existe: nadie ve su menú',
  'warnings.order_stuck': 'El pedido {order} está en «{status}» desde el {since}',
  'logs.markedSeen': 'Logs marcados como vistos: {count}',
  'warnings.checked': 'Comprobaciones hechas: {raised} avisos nuevos, {resolved} resueltos',
};

type LogMessages = { [K in keyof typeof esLogMessages]: string };

export const enLogMessages: LogMessages = {
  'warnings.article_without_rate': 'Article {article} is active in market {market} but has no rate there',
  'warnings.crm_sync_failed': 'The CRM sync of company {company} has failed {attempts} times ({error})',
  'warnings.erp_sync_failed': 'Sending order {order} to A3 has failed {attempts} times ({error})',
  'warnings.export_permission_missing':
    'Export {family} › {entity} asks for permission {permission}, which does not exist: nobody sees its menu',
  'warnings.order_stuck': 'Order {order} has been “{status}” since {since}',
  'logs.markedSeen': 'Logs marked as seen: {count}',
  'warnings.checked': 'Checks run: {raised} new warnings, {resolved} resolved',
};

export const frLogMessages: LogMessages = {
  'warnings.article_without_rate':
    'L’article {article} est actif sur le marché {market} mais n’y a pas de tarif',
  'warnings.crm_sync_failed':
    'La synchronisation de l’entreprise {company} avec le CRM a échoué {attempts} fois ({error})',
  'warnings.erp_sync_failed': 'L’envoi de la commande {order} à A3 a échoué {attempts} fois ({error})',
  'warnings.export_permission_missing':
    'L’export {family} › {entity} demande la permission {permission}, qui n’existe pas : personne ne voit son menu',
  'warnings.order_stuck': 'La commande {order} est « {status} » depuis le {since}',
  'logs.markedSeen': 'Logs marqués comme vus : {count}',
  'warnings.checked': 'Vérifications faites : {raised} nouveaux avertissements, {resolved} résolus',
};

export const itLogMessages: LogMessages = {
  'warnings.article_without_rate':
    'L’articolo {article} è attivo nel mercato {market} ma non ha una tariffa lì',
  'warnings.crm_sync_failed':
    'La sincronizzazione dell’azienda {company} con il CRM non è riuscita {attempts} volte ({error})',
  'warnings.erp_sync_failed': 'L’invio dell’ordine {order} ad A3 non è riuscito {attempts} volte ({error})',
  'warnings.export_permission_missing':
    'L’esportazione {family} › {entity} chiede il permesso {permission}, che non esiste: nessuno vede il suo menu',
  'warnings.order_stuck': 'L’ordine {order} è «{status}» dal {since}',
  'logs.markedSeen': 'Log segnati come visti: {count}',
  'warnings.checked': 'Controlli eseguiti: {raised} nuovi avvisi, {resolved} risolti',
};

export const ptLogMessages: LogMessages = {
  'warnings.article_without_rate': 'O artigo {article} está ativo no mercado {market} mas não tem tarifa aí',
  'warnings.crm_sync_failed':
    'A sincronização da empresa {company} com o CRM falhou {attempts} vezes ({error})',
  'warnings.erp_sync_failed': 'O envio da encomenda {order} para o A3 falhou {attempts} vezes ({error})',
  'warnings.export_permission_missing':
    'A exportação {family} › {entity} pede a permissão {permission}, que não existe: ninguém vê o seu menu',
  'warnings.order_stuck': 'A encomenda {order} está «{status}» desde {since}',
  'logs.markedSeen': 'Logs marcados como vistos: {count}',
  'warnings.checked': 'Verificações feitas: {raised} avisos novos, {resolved} resolvidos',
};
