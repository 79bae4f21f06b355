/**
 * The server messages of card-terminal operations (the bank's notification, the daily totals) and of
 * the group's companies, per locale. Spread into server-messages.ts.
 */
export const esTpvMessages = {
  'tpv.signatureVersion': 'Versión de firma no admitida: se espera {version}',
  'tpv.parameters': 'Ds_MerchantParameters debe ser un objeto JSON en base64',
  'tpv.badSignature': 'La firma de la notificación no es válida',
  'tpv.fullCardNumber':
    'La notificación trae un número de tarjeta completo: solo se guardan la marca y las cuatro últimas cifras',
  'tpv.cardNumber':
    'El número de tarjeta debe venir enmascarado (454881******0004) o ser sus cuatro últimas cifras',
  'tpv.currency': 'Moneda no admitida: {currency}',
  'tpv.moment': 'Fecha u hora de la operación no válida (dd/mm/aaaa y hh:mm)',
  'tpv.code': 'Debe ser un código de {digits} cifras como mucho',
  'tpv.rangeOrder': 'La fecha final debe ser igual o posterior a la inicial',
  'tpv.rangeTooLong': 'Elige como mucho {days} días',
  'globalcompanies.inUse':
    'No se puede borrar: {count} pedidos o configuraciones CRM son de esta empresa; pásalos antes a otra',
  'globalcompanies.isoInUse': 'No se puede cambiar el código: {count} pedidos o configuraciones CRM lo usan',
};

type TpvMessages = { [K in keyof typeof esTpvMessages]: string };

export const enTpvMessages: TpvMessages = {
  'tpv.signatureVersion': 'Signature version not accepted: {version} expected',
  'tpv.parameters': 'Ds_MerchantParameters must be a JSON object in base64',
  'tpv.badSignature': 'The notification’s signature is not valid',
  'tpv.fullCardNumber':
    'The notification carries a full card number: only the brand and the last four digits are kept',
  'tpv.cardNumber': 'The card number must come masked (454881******0004) or be its last four digits',
  'tpv.currency': 'Currency not accepted: {currency}',
  'tpv.moment': 'Invalid operation date or time (dd/mm/yyyy and hh:mm)',
  'tpv.code': 'Must be a code of at most {digits} digits',
  'tpv.rangeOrder': 'The end date must be on or after the start date',
  'tpv.rangeTooLong': 'Choose {days} days at most',
  'globalcompanies.inUse':
    'Cannot be deleted: {count} orders or CRM configurations belong to this company; move them to another first',
  'globalcompanies.isoInUse': 'The code cannot change: {count} orders or CRM configurations use it',
};

export const frTpvMessages: TpvMessages = {
  'tpv.signatureVersion': 'Version de signature non acceptée : {version} attendue',
  'tpv.parameters': 'Ds_MerchantParameters doit être un objet JSON en base64',
  'tpv.badSignature': 'La signature de la notification n’est pas valide',
  'tpv.fullCardNumber':
    'La notification contient un numéro de carte complet : seuls la marque et les quatre derniers chiffres sont conservés',
  'tpv.cardNumber':
    'Le numéro de carte doit être masqué (454881******0004) ou n’en donner que les quatre derniers chiffres',
  'tpv.currency': 'Devise non acceptée : {currency}',
  'tpv.moment': 'Date ou heure de l’opération non valide (jj/mm/aaaa et hh:mm)',
  'tpv.code': 'Doit être un code de {digits} chiffres au plus',
  'tpv.rangeOrder': 'La date de fin doit être égale ou postérieure à la date de début',
  'tpv.rangeTooLong': 'Choisissez {days} jours au plus',
  'globalcompanies.inUse':
    'Suppression impossible : {count} commandes ou configurations CRM appartiennent à cette société ; transférez-les d’abord',
  'globalcompanies.isoInUse':
    'Le code ne peut pas changer : {count} commandes ou configurations CRM l’utilisent',
};

export const itTpvMessages: TpvMessages = {
  'tpv.signatureVersion': 'Versione della firma non accettata: è attesa {version}',
  'tpv.parameters': 'Ds_MerchantParameters deve essere un oggetto JSON in base64',
  'tpv.badSignature': 'La firma della notifica non è valida',
  'tpv.fullCardNumber':
    'La notifica contiene un numero di carta completo: si conservano solo il circuito e le ultime quattro cifre',
  'tpv.cardNumber':
    'Il numero di carta deve arrivare mascherato (454881******0004) o essere le sue ultime quattro cifre',
  'tpv.currency': 'Valuta non accettata: {currency}',
  'tpv.moment': 'Data o ora dell’operazione non valida (gg/mm/aaaa e hh:mm)',
  'tpv.code': 'Deve essere un codice di al massimo {digits} cifre',
  'tpv.rangeOrder': 'La data finale deve essere uguale o successiva a quella iniziale',
  'tpv.rangeTooLong': 'Scegli al massimo {days} giorni',
  'globalcompanies.inUse':
    'Impossibile eliminare: {count} ordini o configurazioni CRM appartengono a questa società; spostali prima a un’altra',
  'globalcompanies.isoInUse': 'Il codice non può cambiare: lo usano {count} ordini o configurazioni CRM',
};

export const ptTpvMessages: TpvMessages = {
  'tpv.signatureVersion': 'Versão de assinatura não aceite: espera-se {version}',
  'tpv.parameters': 'Ds_MerchantParameters deve ser um objeto JSON em base64',
  'tpv.badSignature': 'A assinatura da notificação não é válida',
  'tpv.fullCardNumber':
    'A notificação traz um número de cartão completo: só se guardam a marca e os quatro últimos dígitos',
  'tpv.cardNumber':
    'O número do cartão deve vir mascarado (454881******0004) ou ser os seus quatro últimos dígitos',
  'tpv.currency': 'Moeda não aceite: {currency}',
  'tpv.moment': 'Data ou hora da operação inválida (dd/mm/aaaa e hh:mm)',
  'tpv.code': 'Deve ser um código de no máximo {digits} dígitos',
  'tpv.rangeOrder': 'A data final deve ser igual ou posterior à inicial',
  'tpv.rangeTooLong': 'Escolha no máximo {days} dias',
  'globalcompanies.inUse':
    'Não é possível eliminar: {count} encomendas ou configurações CRM pertencem a esta empresa; passe-as antes para outra',
  'globalcompanies.isoInUse': 'O código não pode mudar: {count} encomendas ou configurações CRM usam-no',
};
