export * from './import-types.ts';
export * from './imports.ts';

import { importFiles } from './imports.ts';

export const IMPORT_RESOURCES = [importFiles] as const;
