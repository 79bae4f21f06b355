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

/** Products: send every product to A3 (a job; its state shows beside the button). */
const SendAllProductsToA3Button = lazy(async () => ({
  default: (await import('../integrations/SendAllProductsToA3Button.tsx')).SendAllProductsToA3Button,
}));

/** CRM configurations: the A3 configuration (one record) in a modal. */
const ErpConfigurationButton = lazy(async () => ({
  default: (await import('../integrations/ErpConfigurationButton.tsx')).ErpConfigurationButton,
}));

/** Commission configurations: migrate every configuration of one agent to another. */
const CommissionMigrationButton = lazy(async () => ({
  default: (await import('../commissions/CommissionMigrationButton.tsx')).CommissionMigrationButton,
}));

/** Carrier parcel audit: import the carrier's invoice file (CSV). */
const ParcelAuditImportButton = lazy(async () => ({
  default: (await import('../shipments/ParcelAuditImportButton.tsx')).ParcelAuditImportButton,
}));

/** Imports: the queue (the file running with its progress, or the failed file stopping it). */
const ImportQueuePanel = lazy(async () => ({
  default: (await import('../imports/ImportQueuePanel.tsx')).ImportQueuePanel,
}));

/** Card-terminal operations: the daily totals per terminal of what the list shows. */
const TpvDailyTotals = lazy(async () => ({
  default: (await import('../tpv/TpvDailyTotals.tsx')).TpvDailyTotals,
}));

/** Wiki documents: "New document" (docu-create) and "New version" (version-create). */
const WikiZonesListLinks = lazy(async () => ({
  default: (await import('../wiki-zones/WikiZonesListLinks.tsx')).WikiZonesListLinks,
}));

/** Logs: mark the rows ticked as seen (the spec's confirmation). */
const LogsSeenToolbar = lazy(async () => ({
  default: (await import('../logs/LogsSeenToolbar.tsx')).LogsSeenToolbar,
}));

/** API warnings: run the checks now. */
const WarningChecksButton = lazy(async () => ({
  default: (await import('../logs/WarningChecksButton.tsx')).WarningChecksButton,
}));

/** Translations: the review filter (missing, or the same as Spanish) and "refresh". */
const TranslationsToolbar = lazy(async () => ({
  default: (await import('../translations/TranslationsToolbar.tsx')).TranslationsToolbar,
}));

/** The list screens with something of their own, by resource name; the others are the plain kit list. */
const RESOURCE_LIST_EXTENSIONS: Readonly<Record<string, ResourceListExtension>> = {
  articles: { requires: 'edit', selectable: true, Toolbar: ArticleBulkEdit },
  tmpcustomers: { requires: 'sync', selectable: false, Toolbar: TmpCustomersSyncLink },
  products: { requires: 'edit', selectable: false, Toolbar: SendAllProductsToA3Button },
  crmconfigurations: { requires: 'edit', selectable: false, Toolbar: ErpConfigurationButton },
  // The audit is list only: whoever may see it imports the carrier's invoices into it.
  dhlparcels: { requires: 'list', selectable: false, Toolbar: ParcelAuditImportButton },
  imports: { requires: 'list', selectable: false, Toolbar: ImportQueuePanel },
  tpvoperations: { requires: 'list', selectable: false, Toolbar: TpvDailyTotals },
  logs: { requires: 'edit', selectable: true, Toolbar: LogsSeenToolbar },
  warnings: { requires: 'edit', selectable: false, Toolbar: WarningChecksButton },
  // Whoever reads the list filters it; "refresh" shows to its editors only.
  translations: { requires: 'list', selectable: false, Toolbar: TranslationsToolbar },
  // Configurations are created and edited in the kit's modal (modalForms) with the spec's messages.
  agentcommissionconfigs: {
    requires: 'edit',
    selectable: false,
    Toolbar: CommissionMigrationButton,
    modalMessages: {
      invalid: 'commissionConfigs.createIncomplete',
      createError: 'commissionConfigs.createError',
      updateError: 'commissionConfigs.updateError',
      deleteError: 'commissionConfigs.deleteError',
    },
  },
  wikizones: { requires: 'create', selectable: false, Toolbar: WikiZonesListLinks },
};

export function listExtensionFor(resource: string): ResourceListExtension | undefined {
  return Object.hasOwn(RESOURCE_LIST_EXTENSIONS, resource) ? RESOURCE_LIST_EXTENSIONS[resource] : undefined;
}
