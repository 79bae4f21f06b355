import type { Messages } from '../messages.ts';
import { frCatalogue } from './catalogue/fr.ts';
import { frMenu } from './menu/fr.ts';
import { frShell } from './shell/fr.ts';

export const fr: Messages = { ...frShell, ...frMenu, ...frCatalogue };
