import {
  assignments,
  assignmentWorkflow,
  assistanceWorkflow,
  technicalAssistances,
  works,
  workWorkflow,
} from '@proboard/domain';
import { sql } from 'drizzle-orm';
import type { ResourceStore, Row, Tx } from '../../platform/resources/resource-store.ts';
import { applyTransition } from '../../platform/workflows/apply-transition.ts';
import {
  deletableInFirstStateOnly,
  type SideEffect,
  type WorkflowStore,
} from '../../platform/workflows/workflow-store.ts';
import { isAssistanceCentre } from './assistance-centres.ts';
import { ASSIGNMENT_EFFECTS, ASSISTANCE_EFFECTS, WORK_EFFECTS } from './assistance-effects.ts';
import { sampleAssignment, sampleAssistance, sampleWork } from './assistance-sample.ts';

type Errors = Record<string, string[]>;
const UNKNOWN = 'validations.in_array';

/** The references a body names that do not exist, as field errors. */
async function missingReferences(tx: Tx, body: Row, references: Record<string, string>): Promise<Errors> {
  const errors: Errors = {};
  for (const [key, table] of Object.entries(references)) {
    const id = body[key];
    if (id == null) continue;
    const found = await tx.execute(sql`select 1 from ${sql.raw(`"${table}"`)} where id = ${id as number}`);
    if (found.rows.length === 0) errors[key] = [UNKNOWN];
  }
  return errors;
}

const STA_NAME = '(select c.name from companies c where c.id = t.sta_company_id)';

export const technicalAssistancesStore: ResourceStore = {
  definition: technicalAssistances,
  table: 'technical_assistances',
  searchText: true,
  // A search is totalled from the postings of its words (migration 0041).
  searchWords: true,
  // A state tab reads its total from counters (migration 0036).
  countedColumns: ['status'],
  // A deep page starts at its week (migration 0038).
  weekCounted: { column: 'created_at' },
  writable: [
    'request_number',
    'service_type',
    'requester_name',
    'requester_email',
    'requester_phone',
    'installation_address',
    'installation_city',
    'installation_zipcode',
    'system_id',
    'systems_quantity',
    'thermostats_quantity',
    'manufacturer_id',
    'indoor_unit_model',
    'service_article',
    'serial_number',
    'hotline_number',
    'order_reference',
    'installation_checklist',
    'initial_observations',
    'reason',
  ],
  json: ['installation_checklist'],
  // `name`: how selects elsewhere show an assistance (an assignment's).
  computed: { sta_name: STA_NAME, name: "t.request_number || ' - ' || t.requester_name" },
  recordComputed: {
    assignments: `(select coalesce(json_agg(json_build_object('id', a.id, 'status', a.status,
      'booking_at', a.booking_at, 'sta_name', c.name) order by a.id), '[]'::json)
      from assignments a join companies c on c.id = a.sta_company_id where a.assistance_id = t.id)`,
  },
  expressions: { sta_name: STA_NAME },
  uniques: { technical_assistances_request_number_key: 'request_number' },
  hooks: {
    validate: (tx, body) =>
      missingReferences(tx, body, { system_id: 'systems', manufacturer_id: 'manufacturers' }),
    // A closed assistance keeps its survey, its assignments and its history.
    validateDelete: deletableInFirstStateOnly(assistanceWorkflow),
  },
};

const REQUEST_NUMBER = '(select a.request_number from technical_assistances a where a.id = t.assistance_id)';
const SURVEY_AVERAGE = '(select s.average from assistance_surveys s where s.assignment_id = t.id)';

export const assignmentsStore: ResourceStore = {
  definition: assignments,
  table: 'assignments',
  writable: [
    'assistance_id',
    'sta_company_id',
    'booking_at',
    'next_intervention_at',
    'start_at',
    'end_at',
    'observations',
    'webserver_mac',
    'webserver_serial',
    'production_technologies',
    'materials_used',
    'materials_pending',
  ],
  json: ['materials_used', 'materials_pending'],
  computed: {
    request_number: REQUEST_NUMBER,
    sta_name: STA_NAME,
    survey_average: SURVEY_AVERAGE,
    // How selects elsewhere show an assignment (a work's): its assistance and centre.
    name: `(select a.request_number || ' - ' || c.name from technical_assistances a, companies c
      where a.id = t.assistance_id and c.id = t.sta_company_id)`,
  },
  // Shown with the record, never written: its survey, its works and the assistance it serves.
  recordComputed: {
    survey: `(select json_build_object('answered_at', s.answered_at, 'expires_at', s.expires_at,
      'punctuality', s.punctuality, 'professionalism', s.professionalism, 'issue_resolved', s.issue_resolved,
      'overall', s.overall, 'comment', s.comment, 'average', s.average)
      from assistance_surveys s where s.assignment_id = t.id)`,
    works: `(select coalesce(json_agg(json_build_object('id', w.id, 'title', w.title, 'status', w.status,
      'review_comment', w.review_comment, 'file_url', w.file_url) order by w.id), '[]'::json)
      from works w where w.assignment_id = t.id)`,
    assistance: `(select json_build_object('id', a.id, 'request_number', a.request_number,
      'requester_name', a.requester_name, 'requester_email', a.requester_email, 'status', a.status)
      from technical_assistances a where a.id = t.assistance_id)`,
  },
  expressions: { request_number: REQUEST_NUMBER, sta_name: STA_NAME, survey_average: SURVEY_AVERAGE },
  uniques: {},
  hooks: {
    validate: async (tx, body) => {
      const errors = await missingReferences(tx, body, { assistance_id: 'technical_assistances' });
      const centre = body.sta_company_id as number | undefined;
      if (centre != null && !(await isAssistanceCentre(tx, centre)))
        errors.sta_company_id = ['assistance.unknownCentre'];
      return errors;
    },
    validateDelete: deletableInFirstStateOnly(assignmentWorkflow),
  },
};

export const worksStore: ResourceStore = {
  definition: works,
  table: 'works',
  writable: ['assignment_id', 'title', 'description', 'file_url'],
  computed: {
    request_number: `(select a.request_number from assignments g
    join technical_assistances a on a.id = g.assistance_id where g.id = t.assignment_id)`,
  },
  expressions: {
    request_number: `(select a.request_number from assignments g
    join technical_assistances a on a.id = g.assistance_id where g.id = t.assignment_id)`,
  },
  uniques: {},
  hooks: {
    validate: (tx, body) => missingReferences(tx, body, { assignment_id: 'assignments' }),
  },
};

export const assignmentWorkflowStore: WorkflowStore = {
  workflow: assignmentWorkflow,
  store: assignmentsStore,
  effects: ASSIGNMENT_EFFECTS,
  sample: sampleAssignment,
};

/**
 * An assistance cancelled takes its centre's assignment with it: an assignment still open (one the
 * workflow may cancel) is cancelled for the same reason, through its own workflow (its history, audit
 * and effects), in the same transaction. A closed or rejected one stays as it ended.
 */
const cancelAssistanceAndAssignments: SideEffect = async (tx, run) => {
  await ASSISTANCE_EFFECTS.cancelAssistance(tx, run);
  const cancel = assignmentWorkflow.transitions.find((t) => t.to === 'cancelled')!;
  const open = await tx.execute<{ id: number }>(sql`select id from assignments
    where assistance_id = ${run.record.id as number} and status = any(${sql.param([...cancel.from])}::text[])
    order by id`);
  for (const { id } of open.rows) {
    await applyTransition(
      tx,
      assignmentWorkflowStore,
      String(id),
      { to: 'cancelled', fields: { cancel_reason: run.fields.cancel_reason }, note: run.note },
      { actor: run.actor, locale: run.locale, app: run.app, mayRun: () => true },
    );
  }
};

export const assistanceWorkflowStore: WorkflowStore = {
  workflow: assistanceWorkflow,
  store: technicalAssistancesStore,
  effects: { ...ASSISTANCE_EFFECTS, cancelAssistance: cancelAssistanceAndAssignments },
  sample: sampleAssistance,
};

export const workWorkflowStore: WorkflowStore = {
  workflow: workWorkflow,
  store: worksStore,
  effects: WORK_EFFECTS,
  sample: sampleWork,
};
