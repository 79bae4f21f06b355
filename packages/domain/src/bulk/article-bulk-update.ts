import { z } from 'zod';
import { ARTICLE_LIFECYCLE } from '../resources/catalogue/articles.ts';
import { idList } from '../resources/shared.ts';

/**
 * A bulk update of articles: the same changes applied to every selected article, in the background
 * (a batch job), in batches that each commit whole with their audit rows.
 *
 * Markets: activating a market also makes it available; removing a market from the available ones
 * also deactivates it (an active market is always available).
 */
export const articleBulkChangesSchema = z
  .strictObject({
    altra_status_iso: z.enum(ARTICLE_LIFECYCLE).optional(),
    active: z.boolean().optional(),
    blocked: z.boolean().optional(),
    markets_available_add: idList.optional(),
    markets_available_remove: idList.optional(),
    markets_active_add: idList.optional(),
    markets_active_remove: idList.optional(),
  })
  .superRefine((value, ctx) => {
    const changes = Object.values(value).filter(
      (v) => v !== undefined && !(Array.isArray(v) && v.length === 0),
    );
    if (changes.length === 0) ctx.addIssue({ code: 'custom', path: [], message: 'validations.bulkNoChange' });
    const clash = (a: number[] = [], b: number[] = []) => a.some((m) => b.includes(m));
    if (clash(value.markets_available_add, value.markets_available_remove))
      ctx.addIssue({
        code: 'custom',
        path: ['markets_available_remove'],
        message: 'validations.bulkAddAndRemove',
      });
    if (clash(value.markets_active_add, value.markets_active_remove))
      ctx.addIssue({
        code: 'custom',
        path: ['markets_active_remove'],
        message: 'validations.bulkAddAndRemove',
      });
    if (clash(value.markets_active_add, value.markets_available_remove))
      ctx.addIssue({
        code: 'custom',
        path: ['markets_active_add'],
        message: 'validations.activeWithinAvailable',
      });
  });
export type ArticleBulkChanges = z.infer<typeof articleBulkChangesSchema>;

/** Which articles: the ids picked in the list, or every article matching the list's search and filters. */
export const articleBulkUpdateSchema = z
  .strictObject({
    ids: z.array(z.number().int().positive()).max(10_000).optional(),
    /** The list `context` (JSON text, as in `GET admin/articles?context=`); its page and sort are ignored. */
    context: z.string().max(10_000).optional(),
    changes: articleBulkChangesSchema,
  })
  .superRefine((value, ctx) => {
    if ((value.ids === undefined || value.ids.length === 0) && value.context === undefined)
      ctx.addIssue({ code: 'custom', path: ['ids'], message: 'validations.bulkSelection' });
    if (value.ids !== undefined && value.ids.length > 0 && value.context !== undefined)
      ctx.addIssue({ code: 'custom', path: ['context'], message: 'validations.bulkSelection' });
  });
export type ArticleBulkUpdate = z.infer<typeof articleBulkUpdateSchema>;

/** States of a batch job: queued → running → done | failed | cancelled (running ↔ queued on restarts). */
export const BATCH_JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type BatchJobStatus = (typeof BATCH_JOB_STATUSES)[number];
export const isBatchJobFinished = (status: BatchJobStatus) =>
  status === 'done' || status === 'failed' || status === 'cancelled';

/** A batch job as `GET msloader.v1/batch-jobs/{id}` answers it (`{ batch_job: … }`). */
export interface BatchJob {
  id: number;
  kind: string;
  status: BatchJobStatus;
  /** Rows selected when the job started (null until then). */
  total: number | null;
  /** Rows gone through, and of them the ones that actually changed. */
  processed: number;
  changed: number;
  /** Times a worker took the job up (more than one after a restart). */
  attempts: number;
  /** Translated reason of a failed job. */
  error: string | null;
  created_by: number | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
}
