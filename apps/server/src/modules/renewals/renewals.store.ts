import { renewalPlans, renewalWorkflow } from '@proboard/domain';
import { listColumnsOf } from '../../platform/resources/list-columns.ts';
import type { ResourceStore, Row } from '../../platform/resources/resource-store.ts';
import type { WorkflowStore } from '../../platform/workflows/workflow-store.ts';
import { RENEWAL_EFFECTS } from './renewal-effects.ts';
import { sampleRenewalPlan } from './renewal-sample.ts';
import { renewalPlans as renewalPlansTable } from './renewals.tables.ts';

const INSTALLER = ['installer_company', 'installer_name', 'installer_phone'] as const;

export const renewalPlansStore: ResourceStore = {
  definition: renewalPlans,
  table: 'renewal_plans',
  listColumns: listColumnsOf(renewalPlans, renewalPlansTable),
  searchText: true,
  // A search is totalled from the postings of its words (migration 0041).
  searchWords: true,
  // A state tab reads its total from counters (migration 0036).
  countedColumns: ['status'],
  // A deep page starts at its week (migration 0038).
  weekCounted: { column: 'created_at' },
  // The state, the A3 numbers and the installer's e-mail are written by the workflow only.
  writable: [
    'code',
    'client_name',
    'client_surname',
    'address',
    'postcode',
    'city',
    'phone',
    'email',
    'carrier',
    'has_installer',
    ...INSTALLER,
    'content_description',
    'note',
  ],
  uniques: { renewal_plans_code_key: 'code' },
  hooks: {
    // A plan without an installer keeps no installer: the form hides those fields, the data follows.
    prepare: (body: Row): Row =>
      body.has_installer ? body : { ...body, ...Object.fromEntries(INSTALLER.map((key) => [key, null])) },
  },
};

export const renewalPlansWorkflowStore: WorkflowStore = {
  workflow: renewalWorkflow,
  store: renewalPlansStore,
  effects: RENEWAL_EFFECTS,
  sample: sampleRenewalPlan,
};
