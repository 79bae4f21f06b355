import { type ExportConfig, exportConfigSchema } from '@proboard/domain';
import { queryOptions } from '@tanstack/react-query';
import { gateway } from '../../api/gateway.ts';
import { unwrap } from '../../api/gateway-error.ts';

const TEN_MINUTES_MS = 10 * 60 * 1000;

/** `GET msloader.v1/exports/config`: family > entity > { ms, permission }, the exports group's source. */
export async function fetchExportConfig(signal?: AbortSignal): Promise<ExportConfig> {
  const body = unwrap(await gateway.get<{ config?: unknown }>('msloader.v1/exports/config', { signal }));
  const parsed = exportConfigSchema.safeParse(body?.config);
  if (parsed.success) return parsed.data;
  // A config the menu cannot read shows no export menus rather than breaking the sidebar.
  console.warn('The export config is not valid; the exports menu is hidden', parsed.error);
  return {};
}

export const exportConfigQuery = queryOptions({
  queryKey: ['shell', 'export-config'],
  queryFn: ({ signal }) => fetchExportConfig(signal),
  staleTime: TEN_MINUTES_MS,
});
