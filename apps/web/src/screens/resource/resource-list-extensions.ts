import { lazy } from 'react';
import type { ResourceListExtension } from '../../kit/resource/resource-list-extension.ts';

/** Articles: tick rows (or take the whole filtered list) and change them all at once. */
const ArticleBulkEdit = lazy(async () => ({
  default: (await import('../articles/bulk-edit/ArticleBulkEdit.tsx')).ArticleBulkEdit,
}));

/** Temporary customers: a way to the sync screen (`/tmpcustomers/sync`). */
const TmpCustomersSyncLink = lazy(async () => ({
  default: (await import('../customers/TmpCustomersSyncLink.tsx')).TmpCustomersSyncLink,
}));

/** The list screens with something of their own, by resource name; the others are the plain kit list. */
const RESOURCE_LIST_EXTENSIONS: Readonly<Record<string, ResourceListExtension>> = {
  articles: { requires: 'edit', selectable: true, Toolbar: ArticleBulkEdit },
  tmpcustomers: { requires: 'sync', selectable: false, Toolbar: TmpCustomersSyncLink },
};

export function listExtensionFor(resource: string): ResourceListExtension | undefined {
  return Object.hasOwn(RESOURCE_LIST_EXTENSIONS, resource) ? RESOURCE_LIST_EXTENSIONS[resource] : undefined;
}
