import type { Messages } from '../messages.ts';
import { enCatalogue } from './catalogue/en.ts';
import { enMenu } from './menu/en.ts';
import { enShell } from './shell/en.ts';

export const en: Messages = { ...enShell, ...enMenu, ...enCatalogue };
