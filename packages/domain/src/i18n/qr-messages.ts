/**
 * The QR redirections' server messages (issue 35), per locale: the page a phone sees for a code that
 * is inactive or unknown, and the legacy conversion's refusal. Spread into server-messages.ts.
 */
export const esQrMessages = {
  'qr.unavailableTitle': 'Este código QR no está disponible',
  'qr.unavailableBody':
    'El enlace de este código ya no está activo o no existe. Si lo has encontrado en un producto, consulta su manual o la web del fabricante.',
  'qr.continue': 'Continuar',
  'qr.alreadyConverted': 'Esta redirección antigua ya se ha convertido en una nueva',
};

type QrMessages = { [K in keyof typeof esQrMessages]: string };

export const enQrMessages: QrMessages = {
  'qr.unavailableTitle': 'This QR code is not available',
  'qr.unavailableBody':
    "This code's link is no longer active or does not exist. If you found it on a product, see its manual or the manufacturer's website.",
  'qr.continue': 'Continue',
  'qr.alreadyConverted': 'This legacy redirection has already been converted into a new one',
};

export const frQrMessages: QrMessages = {
  'qr.unavailableTitle': 'Ce code QR n’est pas disponible',
  'qr.unavailableBody':
    'Le lien de ce code n’est plus actif ou n’existe pas. Si vous l’avez trouvé sur un produit, consultez son manuel ou le site du fabricant.',
  'qr.continue': 'Continuer',
  'qr.alreadyConverted': 'Cette ancienne redirection a déjà été convertie en une nouvelle',
};

export const itQrMessages: QrMessages = {
  'qr.unavailableTitle': 'Questo codice QR non è disponibile',
  'qr.unavailableBody':
    'Il link di questo codice non è più attivo o non esiste. Se lo hai trovato su un prodotto, consulta il suo manuale o il sito del produttore.',
  'qr.continue': 'Continua',
  'qr.alreadyConverted': 'Questo reindirizzamento precedente è già stato convertito in uno nuovo',
};

export const ptQrMessages: QrMessages = {
  'qr.unavailableTitle': 'Este código QR não está disponível',
  'qr.unavailableBody':
    'A ligação deste código já não está ativa ou não existe. Se o encontrou num produto, consulte o seu manual ou o site do fabricante.',
  'qr.continue': 'Continuar',
  'qr.alreadyConverted': 'Este redirecionamento antigo já foi convertido num novo',
};
