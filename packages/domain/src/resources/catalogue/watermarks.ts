import { z } from 'zod';
import { isAzIso, isImage, max, requiredText } from '../../validation/rules.ts';
import type { ResourceDefinition } from '../resource.ts';
import { activeWithinAvailable, marketFields, updatedAt } from '../shared.ts';

/** Where the mark is drawn on a picture. */
export const WATERMARK_POSITIONS = [
  'top_left',
  'top_right',
  'center',
  'bottom_left',
  'bottom_right',
] as const;

export const watermarkSchema = z
  .strictObject({
    az_iso: requiredText(isAzIso(), max(40)),
    name: requiredText(max(255)),
    image_url: requiredText(isImage(), max(500)),
    position: z.enum(WATERMARK_POSITIONS).default('bottom_right'),
    /** Percent: 0 invisible, 100 opaque. */
    opacity: z.number().int().min(0).max(100).default(50),
    active: z.boolean().default(true),
    ...marketFields,
    updated_at: updatedAt,
  })
  .superRefine(activeWithinAvailable);

export const watermarks: ResourceDefinition<typeof watermarkSchema> = {
  name: 'watermarks',
  service: 'msproduct',
  apiPath: 'admin/watermarks',
  singular: 'watermark',
  plural: 'watermarks',
  idParam: 'id',
  schema: watermarkSchema,
  fields: [
    { key: 'az_iso', kind: 'text', uniqueCode: true, half: true },
    { key: 'name', kind: 'text', half: true },
    { key: 'position', kind: 'select', half: true },
    { key: 'opacity', kind: 'number', half: true },
    { key: 'active', kind: 'boolean' },
    { key: 'image_url', kind: 'image' },
    { key: 'markets', kind: 'markets' },
  ],
  columns: [
    { key: 'az_iso' },
    { key: 'name' },
    { key: 'position' },
    { key: 'opacity', type: 'number' },
    { key: 'active', type: 'boolean', values: 'activity' },
    { key: 'created_at', type: 'date' },
  ],
  search: ['az_iso', 'name'],
  defaultSort: '-created_at',
  duplicate: true,
};
