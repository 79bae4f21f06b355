export * from './email-events.ts';
export * from './email-templates.ts';
export * from './notifications.ts';

import { emailTemplateCategories, emailTemplates } from './email-templates.ts';
import { notifications } from './notifications.ts';

/** Notifications, e-mail templates and their categories (issue 33), in menu order. */
export const MAIL_RESOURCES = [notifications, emailTemplates, emailTemplateCategories] as const;
