import type { Messages } from '../messages.ts';
import { ptCatalogue } from './catalogue/pt.ts';
import { ptMenu } from './menu/pt.ts';
import { ptShell } from './shell/pt.ts';

export const pt: Messages = { ...ptShell, ...ptMenu, ...ptCatalogue };
