import { corporateApplications } from '@proboard/domain';
import type { ResourceStore } from '../../platform/resources/resource-store.ts';
import { allExist, type LinkTable, linkedIds, replaceLinks } from './access-links.ts';

type Errors = Record<string, string[]>;

/** Which role groups see an application on the home screen (none: everybody). */
const applicationGroups: LinkTable = {
  table: 'corporate_application_role_groups',
  owner: 'corporate_application_id',
  target: 'role_group_id',
  targetTable: 'role_groups',
};

export const corporateApplicationStore: ResourceStore = {
  definition: corporateApplications,
  table: 'corporate_applications',
  writable: ['name', 'description', 'url', 'image_url', 'managers_only', 'sort_key', 'active'],
  uniques: {},
  hooks: {
    async validate(tx, body): Promise<Errors> {
      return (await allExist(tx, applicationGroups, (body.role_groups as number[]) ?? []))
        ? {}
        : { role_groups: ['validations.in_array'] };
    },
    async afterWrite(tx, record, body) {
      await replaceLinks(tx, applicationGroups, Number(record.id), (body.role_groups as number[]) ?? []);
    },
    async attach(db, record) {
      return { ...record, role_groups: await linkedIds(db, applicationGroups, Number(record.id)) };
    },
  },
};
