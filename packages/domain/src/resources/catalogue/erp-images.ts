import type { FieldDef, ResourceDefinition } from '../resource.ts';

/** The ERP (A3) takes catalogue images of at most 64 kB (spec section 5). */
export const ERP_IMAGE_MAX_BYTES = 64 * 1024;

/**
 * The most bytes an image field of `definition` may hold, or null without a limit. Every image of a
 * catalogue resource (service `msproduct`) goes to the ERP, so a new image field of the catalogue is
 * held to the limit without saying so; another image field says its own (`maxBytes`: news images).
 */
export function imageLimitOf(definition: ResourceDefinition, field: FieldDef): number | null {
  if (field.kind !== 'image') return null;
  return field.maxBytes ?? (definition.service === 'msproduct' ? ERP_IMAGE_MAX_BYTES : null);
}

/** The image fields of `definition` that carry a size limit, with it. */
export function limitedImageFields(definition: ResourceDefinition): { key: string; maxBytes: number }[] {
  return definition.fields.flatMap((field) => {
    const maxBytes = imageLimitOf(definition, field);
    return maxBytes === null ? [] : [{ key: field.key, maxBytes }];
  });
}

/** `64 kB`: how a limit reads in messages (server and web alike). */
export const formatBytes = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`
    : bytes >= 1024
      ? `${Math.round((bytes / 1024) * 10) / 10} kB`
      : `${bytes} bytes`;
