/** Texts of the logs' and API warnings' screens (issue 34), per locale. */
export const esLogScreens = {
  markSeen: 'Marcar como visto',
  markSeenTitle: 'Marcar el log como visto',
  markSeenConfirm:
    'El log quedará marcado como visto por ti; si vuelve a ocurrir, aparecerá como uno nuevo. Esta acción no se puede deshacer.',
  markSelectedSeen: 'Marcar como vistos ({{count}})',
  markSelectedTitle: 'Marcar los logs como vistos',
  markSelectedConfirm:
    'Los {{count}} logs marcados quedarán como vistos por ti. Esta acción no se puede deshacer.',
  markSeenError: 'No se ha podido marcar como visto',
  seenBy: 'Visto por {{who}} el {{when}}',
  seenByNobody: 'Visto el {{when}}',
  runChecks: 'Comprobar ahora',
  runChecksError: 'No se han podido hacer las comprobaciones',
  record: 'Registro',
  openRecord: '{{type}}: {{label}}',
  noRecord: 'Este aviso no trata de un registro concreto',
  resolvedBy: 'Resuelto por {{who}} el {{when}}',
  resolvedByCheck: 'Resuelto por la comprobación el {{when}}: el problema ya no está',
};

type LogScreens = { [K in keyof typeof esLogScreens]: string };

export const enLogScreens: LogScreens = {
  markSeen: 'Mark as seen',
  markSeenTitle: 'Mark the log as seen',
  markSeenConfirm:
    'The log will be marked as seen by you; if it happens again, it shows as a new one. This action cannot be undone.',
  markSelectedSeen: 'Mark as seen ({{count}})',
  markSelectedTitle: 'Mark the logs as seen',
  markSelectedConfirm:
    'The {{count}} logs ticked will be marked as seen by you. This action cannot be undone.',
  markSeenError: 'It could not be marked as seen',
  seenBy: 'Seen by {{who}} on {{when}}',
  seenByNobody: 'Seen on {{when}}',
  runChecks: 'Check now',
  runChecksError: 'The checks could not be run',
  record: 'Record',
  openRecord: '{{type}}: {{label}}',
  noRecord: 'This warning is not about one record',
  resolvedBy: 'Resolved by {{who}} on {{when}}',
  resolvedByCheck: 'Resolved by the check on {{when}}: the problem is gone',
};

export const frLogScreens: LogScreens = {
  markSeen: 'Marquer comme vu',
  markSeenTitle: 'Marquer le log comme vu',
  markSeenConfirm:
    'Le log sera marqué comme vu par vous ; s’il se reproduit, il apparaîtra comme un nouveau. Cette action est irréversible.',
  markSelectedSeen: 'Marquer comme vus ({{count}})',
  markSelectedTitle: 'Marquer les logs comme vus',
  markSelectedConfirm:
    'Les {{count}} logs cochés seront marqués comme vus par vous. Cette action est irréversible.',
  markSeenError: 'Impossible de marquer comme vu',
  seenBy: 'Vu par {{who}} le {{when}}',
  seenByNobody: 'Vu le {{when}}',
  runChecks: 'Vérifier maintenant',
  runChecksError: 'Les vérifications n’ont pas pu être faites',
  record: 'Enregistrement',
  openRecord: '{{type}} : {{label}}',
  noRecord: 'Cet avertissement ne concerne pas un enregistrement précis',
  resolvedBy: 'Résolu par {{who}} le {{when}}',
  resolvedByCheck: 'Résolu par la vérification le {{when}} : le problème a disparu',
};

export const itLogScreens: LogScreens = {
  markSeen: 'Segna come visto',
  markSeenTitle: 'Segna il log come visto',
  markSeenConfirm:
    'Il log sarà segnato come visto da te; se si ripete, apparirà come uno nuovo. Questa azione non può essere annullata.',
  markSelectedSeen: 'Segna come visti ({{count}})',
  markSelectedTitle: 'Segna i log come visti',
  markSelectedConfirm:
    'I {{count}} log spuntati saranno segnati come visti da te. Questa azione non può essere annullata.',
  markSeenError: 'Non è stato possibile segnarlo come visto',
  seenBy: 'Visto da {{who}} il {{when}}',
  seenByNobody: 'Visto il {{when}}',
  runChecks: 'Controlla ora',
  runChecksError: 'Non è stato possibile eseguire i controlli',
  record: 'Record',
  openRecord: '{{type}}: {{label}}',
  noRecord: 'Questo avviso non riguarda un record preciso',
  resolvedBy: 'Risolto da {{who}} il {{when}}',
  resolvedByCheck: 'Risolto dal controllo il {{when}}: il problema non c’è più',
};

export const ptLogScreens: LogScreens = {
  markSeen: 'Marcar como visto',
  markSeenTitle: 'Marcar o log como visto',
  markSeenConfirm:
    'O log ficará marcado como visto por si; se voltar a acontecer, aparecerá como um novo. Esta ação não pode ser desfeita.',
  markSelectedSeen: 'Marcar como vistos ({{count}})',
  markSelectedTitle: 'Marcar os logs como vistos',
  markSelectedConfirm:
    'Os {{count}} logs marcados ficarão como vistos por si. Esta ação não pode ser desfeita.',
  markSeenError: 'Não foi possível marcar como visto',
  seenBy: 'Visto por {{who}} em {{when}}',
  seenByNobody: 'Visto em {{when}}',
  runChecks: 'Verificar agora',
  runChecksError: 'Não foi possível fazer as verificações',
  record: 'Registo',
  openRecord: '{{type}}: {{label}}',
  noRecord: 'Este aviso não é sobre um registo concreto',
  resolvedBy: 'Resolvido por {{who}} em {{when}}',
  resolvedByCheck: 'Resolvido pela verificação em {{when}}: o problema já não existe',
};
