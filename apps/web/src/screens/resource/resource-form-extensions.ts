import { type ComponentType, lazy } from 'react';
import type { FormMode } from '../../kit/resource/form-mode.ts';
import type { ResourceFormParts } from '../../kit/resource/resource-form-parts.ts';
import { EMAIL_TEMPLATE_FORM_PARTS } from '../communication/email-template-form-parts.ts';
import { COMPANY_USER_FORM_PARTS } from '../customers/company-user-form-parts.ts';
import { GROUP_COMPANY_FORM_PARTS } from '../group-companies/group-company-form-parts.ts';
import { OAUTH_CLIENT_FORM_PARTS } from '../oauth/oauth-client-form-parts.ts';
import { TRANSLATION_FORM_PARTS } from '../translations/translation-form-parts.ts';
import { STAFF_USER_FORM_PARTS } from '../users/user-form-parts.ts';
import { WIKI_DOCUMENT_FORM_PARTS } from '../wiki-zones/wiki-document-form-parts.ts';

/** Something a resource's form screen shows below the form for a saved record (read-only parts). */
export interface ResourceFormExtension {
  /** The form modes its panel shows in. */
  modes: readonly FormMode[];
  /** Shown below the form of a saved record; none when the extension only has `parts`. */
  Panel?: ComponentType<{ recordId: string }>;
  /** Parts drawn inside the kit's form itself, in every mode (resource-form-parts.ts). */
  parts?: ResourceFormParts;
  /** Actions on a saved record that reach outside systems, above its details (sync to the CRM, send to A3). */
  Actions?: ComponentType<{ recordId: string }>;
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

/** Families: the ranges of their systems, their products and their audit trail (read-only). */
const FamilyRelations = lazy(async () => ({
  default: (await import('../catalogue/FamilyRelations.tsx')).FamilyRelations,
}));

/** Attribute types: when the type was created. */
const AttributeTypeCreated = lazy(async () => ({
  default: (await import('../catalogue/AttributeTypeCreated.tsx')).AttributeTypeCreated,
}));

/** Companies: the tabs of the company's users, addresses, orders, discounts and tickets. */
const CompanyTabsPanel = lazy(async () => ({
  default: (await import('../customers/CompanyTabsPanel.tsx')).CompanyTabsPanel,
}));

/** Articles: the tab of their compatible units (issue 31). */
const ArticleTabsPanel = lazy(async () => ({
  default: (await import('../compatibility/CompatibilityTabsPanels.tsx')).ArticleTabsPanel,
}));

/** Indoor-unit models: the tab of their compatible articles, with warnings and accessories. */
const IuModelTabsPanel = lazy(async () => ({
  default: (await import('../compatibility/CompatibilityTabsPanels.tsx')).IuModelTabsPanel,
}));

/** Temporary customers: find in the CRM by VAT, move to another CRM client, convert to a real customer. */
const TmpCustomerActions = lazy(async () => ({
  default: (await import('../customers/TmpCustomerActions.tsx')).TmpCustomerActions,
}));

/** Returns: state, transitions, lines, ticket request, comments and timeline (the workflow kit). */
const ReturnWorkflowPanel = lazy(async () => ({
  default: (await import('../returns/ReturnWorkflowPanel.tsx')).ReturnWorkflowPanel,
}));

/** Renewal plans: state, transitions (A3 numbers, confirmation), comments and status history. */
const RenewalWorkflowPanel = lazy(async () => ({
  default: (await import('../renewals/RenewalWorkflowPanel.tsx')).RenewalWorkflowPanel,
}));

/** Warranties: state, transitions, chat and the action log (the workflow kit). */
const WarrantyWorkflowPanel = lazy(async () => ({
  default: (await import('../warranties/WarrantyWorkflowPanel.tsx')).WarrantyWorkflowPanel,
}));

/** Technical assistance: state, transitions (assign STA...), related records and timeline. */
const AssistancePanel = lazy(async () => ({
  default: (await import('../assistance/AssistancePanel.tsx')).AssistancePanel,
}));
const AssignmentPanel = lazy(async () => ({
  default: (await import('../assistance/AssignmentPanel.tsx')).AssignmentPanel,
}));
const WorkPanel = lazy(async () => ({
  default: (await import('../assistance/WorkPanel.tsx')).WorkPanel,
}));

/** Tickets: state, answer/close/reopen, the message box and the thread (the workflow kit). */
const TicketWorkflowPanel = lazy(async () => ({
  default: (await import('../tickets/TicketWorkflowPanel.tsx')).TicketWorkflowPanel,
}));

/** OAuth clients: the secret's state and "generate a new secret" (shown once). */
const OauthClientSecretPanel = lazy(async () => ({
  default: (await import('../oauth/OauthClientSecretPanel.tsx')).OauthClientSecretPanel,
}));

/** Orders: the shipping cost and total, and the order modal (new shipping cost, mail to the customer). */
const OrderShippingPanel = lazy(async () => ({
  default: (await import('../orders/OrderShippingPanel.tsx')).OrderShippingPanel,
}));

/** Companies: "sync to CRM" and the company's sync state. */
const SyncToCrmButton = lazy(async () => ({
  default: (await import('../integrations/SyncToCrmButton.tsx')).SyncToCrmButton,
}));

/** Orders: "send to A3" and the order's sync state. */
const SendOrderToA3Button = lazy(async () => ({
  default: (await import('../integrations/SendOrderToA3Button.tsx')).SendOrderToA3Button,
}));

/** Shipments: state, transitions, relaunch, the served record's link, comments and timeline. */
const ShipmentWorkflowPanel = lazy(async () => ({
  default: (await import('../shipments/ShipmentWorkflowPanel.tsx')).ShipmentWorkflowPanel,
}));

/** Import files: what the check found, the error file, and the queue's actions (send, cancel, undo). */
const ImportFilePanel = lazy(async () => ({
  default: (await import('../imports/ImportFilePanel.tsx')).ImportFilePanel,
}));

/** Notifications: the message as sent, its delivery timeline, its resends and "resend". */
const NotificationPanel = lazy(async () => ({
  default: (await import('../communication/NotificationPanel.tsx')).NotificationPanel,
}));

/** QR redirections: the QR image to download and the scans; legacy codes: their scans and "convert". */
const QrRedirectionPanel = lazy(async () => ({
  default: (await import('../qr/QrRedirectionPanel.tsx')).QrRedirectionPanel,
}));
const QrLegacyPanel = lazy(async () => ({
  default: (await import('../qr/QrLegacyPanel.tsx')).QrLegacyPanel,
}));

/** Audits: the changed fields side by side with their diff, and the revert. */
const AuditChangesPanel = lazy(async () => ({
  default: (await import('../audits/AuditChangesPanel.tsx')).AuditChangesPanel,
}));

/** Card-terminal operations: amount, status, the bank's reason, the card and the order paid. */
const TpvOperationSummary = lazy(async () => ({
  default: (await import('../tpv/TpvOperationSummary.tsx')).TpvOperationSummary,
}));

/** Wiki documents: their versions (view, compare, restore) and "New version". */
const WikiVersionsPanel = lazy(async () => ({
  default: (await import('../wiki-zones/WikiVersionsPanel.tsx')).WikiVersionsPanel,
}));

/** Logs: "mark as seen" (the spec's confirmation), or who saw it. */
const LogSeenActions = lazy(async () => ({
  default: (await import('../logs/LogSeenActions.tsx')).LogSeenActions,
}));

/** API warnings: the record it is about, and who resolved it. */
const WarningPanel = lazy(async () => ({
  default: (await import('../logs/WarningPanel.tsx')).WarningPanel,
}));

/** The form screens with a part of their own, by resource name; the others are the plain kit form. */
const RESOURCE_FORM_EXTENSIONS: Readonly<Record<string, ResourceFormExtension>> = {
  roles: { modes: ['details', 'edit'], Panel: RoleHolders },
  imports: { modes: ['details', 'edit'], Panel: ImportFilePanel },
  articles: { modes: ['details', 'edit'], Panel: ArticleTabsPanel },
  compatibilityiumodels: { modes: ['details', 'edit'], Panel: IuModelTabsPanel },
  companies: { modes: ['details', 'edit'], Panel: CompanyTabsPanel, Actions: SyncToCrmButton },
  // A company's new user is invited by e-mail: the "send invitation" confirmation first.
  'companies-users': { modes: [], parts: COMPANY_USER_FORM_PARTS },
  // Details only: the actions change the registration, which an open edit form would then save as stale.
  tmpcustomers: { modes: ['details'], Panel: TmpCustomerActions },
  families: { modes: ['details', 'edit'], Panel: FamilyRelations },
  attributes: { modes: ['details', 'edit'], Panel: AttributeTypeCreated },
  mediaresources: { modes: ['details', 'edit'], Panel: MediaResourceUsage },
  returns: { modes: ['details'], Panel: ReturnWorkflowPanel },
  // Details only: a transition changes the shipment, which an open edit form would then save as stale.
  shipments: { modes: ['details'], Panel: ShipmentWorkflowPanel },
  // Details only: answering or closing changes the ticket, which an open edit form would then save as stale.
  tickets: { modes: ['details'], Panel: TicketWorkflowPanel },
  'companies-tickets-company': { modes: ['details'], Panel: TicketWorkflowPanel },
  // Details only: a transition changes the record, which an open edit form would then save as stale.
  technicalassistances: { modes: ['details'], Panel: AssistancePanel },
  assignments: { modes: ['details'], Panel: AssignmentPanel },
  works: { modes: ['details'], Panel: WorkPanel },
  // Details only: a transition changes the warranty, which an open edit form would then save as stale.
  warranties: { modes: ['details'], Panel: WarrantyWorkflowPanel },
  // Details only: a transition changes the plan, which an open edit form would then save as stale.
  renewalplans: { modes: ['details'], Panel: RenewalWorkflowPanel },
  digitalbooks: { modes: ['details', 'edit'], Panel: BookContentsTable },
  internalusers: { modes: ['details', 'edit'], Panel: UserAccountPanel, parts: STAFF_USER_FORM_PARTS },
  partnerusers: { modes: ['details', 'edit'], Panel: UserAccountPanel, parts: STAFF_USER_FORM_PARTS },
  // Details only: a new secret changes the record, which an open edit form would then save as stale.
  oauthclients: { modes: ['details'], Panel: OauthClientSecretPanel, parts: OAUTH_CLIENT_FORM_PARTS },
  // Details only: the modal changes the order, which an open edit form would then save as stale.
  orders: { modes: ['details'], Panel: OrderShippingPanel, Actions: SendOrderToA3Button },
  professionalorders: { modes: ['details'], Panel: OrderShippingPanel, Actions: SendOrderToA3Button },
  clientorders: { modes: ['details'], Panel: OrderShippingPanel, Actions: SendOrderToA3Button },
  notifications: { modes: ['details'], Panel: NotificationPanel },
  qrredirections: { modes: ['details', 'edit'], Panel: QrRedirectionPanel },
  // Details only: converting changes the record, which an open edit form would then save as stale.
  'qrredirections-legacy': { modes: ['details'], Panel: QrLegacyPanel },
  // The event's variables, the preview and "send me a test", inside the form (they read its values).
  emailtemplates: { modes: [], parts: EMAIL_TEMPLATE_FORM_PARTS },
  audits: { modes: ['details'], Panel: AuditChangesPanel },
  tpvoperations: { modes: ['details', 'edit'], Panel: TpvOperationSummary },
  // A saved company regroups the market selectors: their lookups are read again.
  globalcompanies: { modes: [], parts: GROUP_COMPANY_FORM_PARTS },
  // Details only: a restore writes a new version, which an open edit form would then save as stale.
  wikizones: { modes: ['details'], Panel: WikiVersionsPanel, parts: WIKI_DOCUMENT_FORM_PARTS },
  logs: { modes: ['details'], Actions: LogSeenActions },
  warnings: { modes: ['details', 'edit'], Panel: WarningPanel },
  // A key's bundles' texts, the published ones and the placeholders to keep, inside its form.
  translations: { modes: [], parts: TRANSLATION_FORM_PARTS },
};

export function formExtensionFor(resource: string): ResourceFormExtension | undefined {
  return Object.hasOwn(RESOURCE_FORM_EXTENSIONS, resource) ? RESOURCE_FORM_EXTENSIONS[resource] : undefined;
}
