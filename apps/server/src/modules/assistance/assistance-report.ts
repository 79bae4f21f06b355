import type { Locale } from '@proboard/domain';
import type { OutgoingMail } from '../../platform/mail.ts';
import type { Row } from '../../platform/resources/resource-store.ts';

/** The assignment states whose report may be sent: the visit is over. */
export const REPORTABLE_STATES: readonly string[] = ['done', 'pending_payment', 'closed'];

const when = (value: unknown, locale: Locale, timeZone: string) =>
  value
    ? new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone }).format(
        new Date(value as string),
      )
    : '-';

const materials = (rows: unknown) =>
  ((rows as { article: string; quantity: number }[] | null) ?? [])
    .map((line) => `${line.quantity} x ${line.article}`)
    .join(', ') || '-';

/** The report e-mail of a finished assignment, in the caller's language and time zone. */
export function assistanceReportMail(assignment: Row, assistance: Row, locale: Locale, timeZone: string) {
  const vars = {
    name: assistance.requester_name as string,
    code: assistance.request_number as string,
    centre: assistance.sta_name as string,
    start: when(assignment.start_at, locale, timeZone),
    end: when(assignment.end_at, locale, timeZone),
    observations: (assignment.observations as string | null) || '-',
    materials: materials(assignment.materials_used),
    pending: materials(assignment.materials_pending),
  };
  return {
    to: assistance.requester_email as string,
    event: 'assistance_report',
    locale,
    values: vars,
    mergeVars: { assignment_id: assignment.id },
    related: { type: 'assignments', id: assignment.id as number },
  } satisfies OutgoingMail;
}
