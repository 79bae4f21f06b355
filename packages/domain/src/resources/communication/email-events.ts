/**
 * The system events that send an e-mail, each with the merge variables it gives its template
 * (declared once, here: the server renders with them, checks a template against them, and the
 * editor lists them beside the texts). A template's texts name a variable as `{{name}}`.
 *
 * Kinds: `text` is escaped into the HTML (line breaks kept); `url` becomes a link; `html` is rich text
 * the server sanitised already (a staff message), inserted as it is. `secret` values (one-time links)
 * go into the e-mail sent but never into the notification row, its stored copy or a preview.
 */
export type MergeVariableKind = 'text' | 'url' | 'html';

export interface MergeVariable {
  readonly kind: MergeVariableKind;
  /** What a preview and a test e-mail show for it. */
  readonly sample: string;
  readonly secret?: boolean;
}

export interface EmailEventDef {
  readonly variables: Readonly<Record<string, MergeVariable>>;
  /** The variable a `link` / `link_2` layout's link points to; an event without one takes no link layout. */
  readonly link?: string;
  /** Where the built-in texts are (server messages `{messages}.subject` and `.body`). */
  readonly messages: string;
}

const text = (sample: string): MergeVariable => ({ kind: 'text', sample });
const url = (sample: string, secret = false): MergeVariable => ({ kind: 'url', sample, secret });

const name = text('Ana García');

export const EMAIL_EVENTS = {
  user_invitation: {
    messages: 'mail.invitation',
    link: 'link',
    variables: {
      name,
      email: text('ana.garcia@instalaciones-norte.example.com'),
      link: url('https://proboard.example.com/login/password/reset?client_id=23&token=…', true),
      days: text('7'),
    },
  },
  password_reset: {
    messages: 'mail.passwordReset',
    link: 'link',
    variables: {
      name,
      link: url('https://proboard.example.com/login/password/reset?client_id=23&token=…', true),
      minutes: text('60'),
    },
  },
  ticket_answered: {
    messages: 'mail.ticketMessage',
    variables: {
      code: text('TCK-2026-004211'),
      subject: text('El termostato Blueface no enciende'),
      message: text('Hola Ana:\nTe enviamos un termostato de sustitución esta semana.'),
      signature: text('Servicio de atención al cliente'),
    },
  },
  return_accepted: {
    messages: 'mail.returnAccepted',
    variables: { name, code: text('RMA-2026-00154'), invoice: text('FV-26-004512') },
  },
  warranty_validated: {
    messages: 'mail.warrantyValidated',
    variables: { name, code: text('GAR-2026-00087') },
  },
  pickup_booked: {
    messages: 'mail.pickupBooked',
    link: 'link',
    variables: {
      name,
      identifier: text('PK-2026-001203'),
      carrier: text('DHL Express'),
      reference: text('RMA-2026-00154'),
      address: text('Calle Mayor 12, 28013 Madrid'),
      date: text('14/12/2026'),
      tracking: text('1234567890'),
      link: url('https://www.dhl.com/es-es/home/tracking.html?tracking-id=1234567890'),
    },
  },
  assistance_survey: {
    messages: 'mail.survey',
    link: 'link',
    variables: {
      name,
      code: text('AT-2026-000318'),
      centre: text('Climatización Levante S.L.'),
      link: url('https://proboard.example.com/survey/…', true),
      days: text('30'),
    },
  },
  assistance_report: {
    messages: 'mail.assistanceReport',
    variables: {
      name,
      code: text('AT-2026-000318'),
      centre: text('Climatización Levante S.L.'),
      start: text('10/12/2026 9:30'),
      end: text('10/12/2026 11:15'),
      observations: text('Sustituida la placa central; sistema probado en frío y calor.'),
      materials: text('1 x AZCE6CB1CENT'),
      pending: text('-'),
    },
  },
  order_shipping: {
    messages: 'mail.orderShipping',
    variables: {
      name,
      reference: text('PED-2026-018734'),
      shipping: text('12,50 €'),
      total: text('1.245,90 €'),
      message: { kind: 'html', sample: '<p>Enviamos el pedido en dos bultos.</p>' },
    },
  },
  export_ready: {
    messages: 'exports.mail',
    link: 'link',
    variables: {
      name,
      id: text('418'),
      entity: text('artículos'),
      rows: text('12840'),
      size: text('3,2 MB'),
      days: text('7'),
      // A signed download link: whoever holds it downloads the file.
      link: url('https://proboard.example.com/files/…?signature=…', true),
      screen: url('https://proboard.example.com/exports'),
    },
  },
  export_failed: {
    messages: 'exports.failedMail',
    variables: {
      name,
      id: text('418'),
      entity: text('artículos'),
      screen: url('https://proboard.example.com/exports'),
    },
  },
} as const satisfies Readonly<Record<string, EmailEventDef>>;

export type EmailEvent = keyof typeof EMAIL_EVENTS;
export const EMAIL_EVENT_KEYS = Object.keys(EMAIL_EVENTS) as [EmailEvent, ...EmailEvent[]];

export const isEmailEvent = (key: string): key is EmailEvent => Object.hasOwn(EMAIL_EVENTS, key);

/** The event's variables, as declared (a wider type than the literal table). */
export const eventVariables = (event: EmailEvent): Readonly<Record<string, MergeVariable>> =>
  EMAIL_EVENTS[event].variables;

/** The link variable of an event, if it has one. */
export const eventLink = (event: EmailEvent): string | undefined =>
  (EMAIL_EVENTS[event] as EmailEventDef).link;

/** Sample values of an event's variables (preview, test e-mail). */
export const sampleValues = (event: EmailEvent): Record<string, string> =>
  Object.fromEntries(Object.entries(eventVariables(event)).map(([key, v]) => [key, v.sample]));

/** `{{ name }}` in a template's text. */
export const MERGE_PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

/** The variables a text names, in order of appearance, once each. */
export function variablesIn(text: string): string[] {
  return [...new Set([...text.matchAll(MERGE_PLACEHOLDER)].map((match) => match[1]!))];
}

/** Text left with a `{{` or `}}` that is no placeholder (a typo such as `{{name}` would mail as is). */
export function hasBrokenPlaceholder(text: string): boolean {
  const rest = text.replace(MERGE_PLACEHOLDER, '');
  return rest.includes('{{') || rest.includes('}}');
}
