import { importFiles } from '@proboard/domain';
import { gateway } from '../../api/gateway.ts';
import { resourceEndpoint } from '../../kit/api/resource-endpoints.ts';
import { saveFile } from '../../kit/table/save-file.ts';

/** `msloader.v1/imports/...` */
export const importsEndpoint = (...below: string[]) => resourceEndpoint(importFiles, ...below);

export interface ImportFileRecord {
  id: number;
  description: string;
  type: string;
  status: string;
  file_name: string;
  rows_total: number;
  rows_done: number;
  rows_created: number;
  rows_updated: number;
  rows_unchanged: number;
  errors_count: number;
  queued_at: string | null;
  error_summary: string | null;
  reverted_at: string | null;
  rows_per_second: number | null;
  seconds_left: number | null;
  updated_at: string;
}

export interface ImportPreviewAnswer {
  counts: { rows: number; created: number; updated: number; unchanged: number; errors: number };
  errors: { row: number; column: string | null; message: string }[];
}

/** Downloads one of the import files (a template, an error file) under its name. */
export async function downloadImportFile(path: string[], fileName: string): Promise<boolean> {
  const response = await gateway.download(importsEndpoint(...path));
  if (!response.ok) return false;
  saveFile(response.content, fileName);
  return true;
}
