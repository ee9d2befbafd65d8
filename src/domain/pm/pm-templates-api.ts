import { z } from 'zod';
import { isoTimestamp, namedRefSchema, opIdField, pageOf } from '../api/contract';
import { pageQuerySchema } from '../api/paging';
import { PM_TEMPLATE_LIMITS } from './pm-setup-constants';

/**
 * A customer's PM templates (docs/product/maintenance-and-guides.md#templates): the checklist steps and
 * the chores a kind of visit has. A schedule names one; each visit it generates gets a copy of the steps
 * and has the template's chores for each piece of equipment it covers. Under API_PREFIX.
 */
export const pmTemplateStepSchema = z.object({
  title: z.string().trim().min(1, 'steps: each step needs a title').max(200, 'steps: a title is at most 200 characters'),
  description: z.string().trim().max(2000, 'steps: a description is at most 2000 characters').default(''),
});
export type PmTemplateStep = z.infer<typeof pmTemplateStepSchema>;

const sameIgnoringCase = (names: readonly string[]) => new Set(names.map((n) => n.toLowerCase())).size === names.length;

const templateFields = {
  name: z.string().trim().min(1, 'name must not be empty').max(200, 'name must be at most 200 characters'),
  /** The kind of equipment it is written for; null for any equipment or a whole location. */
  assetTypeId: z.guid('assetTypeId must be an id').nullable(),
  steps: z.array(pmTemplateStepSchema).max(PM_TEMPLATE_LIMITS.steps, `steps: at most ${PM_TEMPLATE_LIMITS.steps}`),
  /** Chores by name: one the customer has already is reused, a new one is added to its chores. */
  chores: z
    .array(z.string().trim().min(1, 'chores: a chore needs a name').max(100, 'chores: a name is at most 100 characters'))
    .max(PM_TEMPLATE_LIMITS.chores, `chores: at most ${PM_TEMPLATE_LIMITS.chores}`)
    .refine(sameIgnoringCase, 'chores: each chore once'),
};

export const pmTemplateCreateSchema = z
  .object({
    /** Chosen by the client: sending the same id again answers the stored template. */
    id: z.guid('id must be an id'),
    /** The customer it is for; defaults to the caller's current customer. */
    customerId: z.guid('customerId must be an id').optional(),
    name: templateFields.name,
    assetTypeId: templateFields.assetTypeId.default(null),
    steps: templateFields.steps.default([]),
    chores: templateFields.chores.default([]),
  })
  .strict()
  .refine((t) => t.steps.length + t.chores.length > 0, { message: 'steps: give at least one step or chore', path: ['steps'] });
export type PmTemplateCreate = z.infer<typeof pmTemplateCreateSchema>;

/** Any of the fields; `steps` and `chores` replace what was there. `archived` takes it out of the pickers (schedules using it keep it). */
export const pmTemplatePatchSchema = z
  .object({ ...templateFields, archived: z.boolean('archived must be true or false') })
  .partial()
  .strict()
  .refine((p) => Object.keys(p).length > 0, { message: 'change at least one field' });
export type PmTemplatePatch = z.infer<typeof pmTemplatePatchSchema>;

export const TEMPLATE_ARCHIVED_FILTERS = ['exclude', 'include', 'only'] as const;

export const pmTemplateListQuerySchema = pageQuerySchema.extend({
  customerId: z.guid('customerId must be an id').optional(),
  /** Name contains this text. */
  search: z.string().trim().max(200).optional(),
  /** Templates for this kind of equipment and those for any. */
  assetTypeId: z.guid('assetTypeId must be an id').optional(),
  archived: z.enum(TEMPLATE_ARCHIVED_FILTERS, `archived must be one of ${TEMPLATE_ARCHIVED_FILTERS.join(', ')}`).default('exclude'),
});
export type PmTemplateListQuery = z.input<typeof pmTemplateListQuerySchema>;

export const pmTemplateViewSchema = z.object({
  id: z.string(),
  customerId: z.string(),
  name: z.string(),
  assetType: namedRefSchema.nullable(),
  steps: z.array(z.object({ title: z.string(), description: z.string() })),
  /** Its chores in order (`id`: the chore type a visit's chore completion names). */
  chores: z.array(namedRefSchema),
  archived: z.boolean(),
  /** How many schedules that have not ended use it. */
  scheduleCount: z.number().int(),
  updatedAt: isoTimestamp,
});
export type PmTemplateView = z.infer<typeof pmTemplateViewSchema>;
export const pmTemplatePageSchema = pageOf(pmTemplateViewSchema);
export const pmTemplateWriteResultSchema = pmTemplateViewSchema.extend(opIdField);
export type PmTemplateWriteResult = z.infer<typeof pmTemplateWriteResultSchema>;
