import { type ComponentType, lazy } from 'react';
import type { FormMode } from '../../kit/resource/form-mode.ts';
import type { ResourceFormParts } from '../../kit/resource/resource-form-parts.ts';
import { STAFF_USER_FORM_PARTS } from '../users/user-form-parts.ts';

/** Something a resource's form screen shows below the form for a saved record (read-only parts). */
export interface ResourceFormExtension {
  /** The form modes it shows in. */
  modes: readonly FormMode[];
  Panel: ComponentType<{ recordId: string }>;
  /** Parts drawn inside the kit's form itself, in every mode (resource-form-parts.ts). */
  parts?: ResourceFormParts;
}

/** Roles: the users who hold the role (through their group or as an extra role). */
const RoleHolders = lazy(async () => ({
  default: (await import('../access/RoleHolders.tsx')).RoleHolders,
}));

/** Staff users: the account's actions and the sign-in history. */
const UserAccountPanel = lazy(async () => ({
  default: (await import('../users/UserAccountPanel.tsx')).UserAccountPanel,
}));

/** Digital books: the book's whole table of contents, with links and the order controls. */
const BookContentsTable = lazy(async () => ({
  default: (await import('../wiki/BookContentsTable.tsx')).BookContentsTable,
}));

/** Media resources: classification, stored file and the products, articles and families using it. */
const MediaResourceUsage = lazy(async () => ({
  default: (await import('../multimedia/MediaResourceUsage.tsx')).MediaResourceUsage,
}));

/** The form screens with a part of their own, by resource name; the others are the plain kit form. */
const RESOURCE_FORM_EXTENSIONS: Readonly<Record<string, ResourceFormExtension>> = {
  roles: { modes: ['details', 'edit'], Panel: RoleHolders },
  mediaresources: { modes: ['details', 'edit'], Panel: MediaResourceUsage },
  digitalbooks: { modes: ['details', 'edit'], Panel: BookContentsTable },
  internalusers: { modes: ['details', 'edit'], Panel: UserAccountPanel, parts: STAFF_USER_FORM_PARTS },
  partnerusers: { modes: ['details', 'edit'], Panel: UserAccountPanel, parts: STAFF_USER_FORM_PARTS },
};

export function formExtensionFor(resource: string): ResourceFormExtension | undefined {
  return Object.hasOwn(RESOURCE_FORM_EXTENSIONS, resource) ? RESOURCE_FORM_EXTENSIONS[resource] : undefined;
}
