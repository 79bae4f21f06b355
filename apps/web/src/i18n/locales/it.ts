import type { Messages } from '../messages.ts';
import { itCatalogue } from './catalogue/it.ts';
import { itMenu } from './menu/it.ts';
import { itShell } from './shell/it.ts';

export const it: Messages = { ...itShell, ...itMenu, ...itCatalogue };
