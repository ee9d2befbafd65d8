import { z } from 'zod';
import { pageQuerySchema } from '../api/paging';
import { idSchema } from './query-lists';
import { REQUEST_PRIORITIES, REQUEST_STATUSES, REQUEST_TYPES, type RequestType } from './request-enums';
import { symptomsSchema } from './request-inputs';

/** Bodies of the self-service API (docs/product/requests.md self-service request, §7 Self-service). */

const text = (field: string, max: number) => z.string(`${field} must be text`).trim().max(max, `${field} must be at most ${max} characters`);
const requiredText = (field: string, max: number) => text(field, max).min(1, `${field} must not be empty`);
const dateTime = (field: string) => z.iso.datetime({ offset: true, message: `${field} must be an ISO date-time` });

/** The type options Incident and Preventative (docs/product/requests.md) are stored as their self-service types. */
export function selfServiceRequestType(requested: RequestType): RequestType {
  if (requested === 'Incident') return 'Self Service Incident';
  if (requested === 'Preventative') return 'Self Service Preventative';
  return requested;
}

export const isPreventativeType = (type: RequestType) => type === 'Preventative' || type === 'Self Service Preventative';

export const selfServiceRequestCreateSchema = z
  .object({
    id: idSchema('id'),
    requestType: z.enum(REQUEST_TYPES, 'requestType must be one of the request types').default('Self Service Incident'),
    requestPriority: z.enum(REQUEST_PRIORITIES, 'requestPriority must be Low, Medium, High or Emergency').default('Medium'),
    assetId: idSchema('assetId'),
    /** Required for incidents; a preventative request may leave it empty. */
    incidentDescription: text('incidentDescription', 5000).default(''),
    assignedToVendorId: idSchema('assignedToVendorId').nullable().optional(),
    ticketName: requiredText('ticketName', 200).optional(),
    symptoms: symptomsSchema.default([]),
    troubleshootingGuideAttempt: idSchema('troubleshootingGuideAttempt').nullable().optional(),
    selfServiceTroubleshootingStatus: text('selfServiceTroubleshootingStatus', 100).nullable().optional(),
    /** A preventative request joins this recurring series; a new series starts otherwise. */
    pmThreadId: idSchema('pmThreadId').optional(),
    /** When the user filed it, if before it reached the server (filed offline): see reported-at.ts. */
    reportedAt: dateTime('reportedAt').optional(),
  })
  .strict()
  .refine((v) => isPreventativeType(v.requestType) || v.incidentDescription.length > 0, {
    message: 'describe the problem',
    path: ['incidentDescription'],
  });
export type SelfServiceRequestCreate = z.input<typeof selfServiceRequestCreateSchema>;

export const selfServiceRequestPatchSchema = z
  .object({
    requestPriority: z.enum(REQUEST_PRIORITIES, 'requestPriority must be Low, Medium, High or Emergency'),
    ticketName: requiredText('ticketName', 200).nullable(),
    incidentDescription: text('incidentDescription', 5000),
    symptoms: symptomsSchema,
    selfServiceTroubleshootingStatus: text('selfServiceTroubleshootingStatus', 100).nullable(),
    /** 'Request Closed' completes the request (needs resolutionStatement); 'Request Open' reopens it. */
    requestStatus: z.enum(REQUEST_STATUSES, 'requestStatus must be Request Open or Request Closed'),
    completedAt: dateTime('completedAt'),
    resolutionStatement: requiredText('resolutionStatement', 5000),
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'give at least one field to change' })
  .refine((v) => v.requestStatus !== 'Request Closed' || !!v.resolutionStatement, {
    message: 'say how the request was resolved',
    path: ['resolutionStatement'],
  });
export type SelfServiceRequestPatch = z.input<typeof selfServiceRequestPatchSchema>;

export const selfServiceActivityCreateSchema = z
  .object({
    id: idSchema('id'),
    requestId: idSchema('requestId'),
    description: requiredText('description', 5000),
    /** The request's task this activity records progress on. */
    taskId: idSchema('taskId').optional(),
  })
  .strict();
export const selfServiceActivityPatchSchema = z.object({ description: requiredText('description', 5000) }).strict();
export const assignVendorBodySchema = z.object({ assignedToVendorId: idSchema('assignedToVendorId') }).strict();
export const setEtaBodySchema = z.object({ eta: dateTime('eta').nullable() }).strict();
export const vendorListQuerySchema = pageQuerySchema.extend({ search: z.string().trim().max(200).optional() });
export type SelfServiceActivityCreate = z.input<typeof selfServiceActivityCreateSchema>;
export type SelfServiceActivityPatch = z.input<typeof selfServiceActivityPatchSchema>;
export type AssignVendorBody = z.input<typeof assignVendorBodySchema>;
export type SetEtaBody = z.input<typeof setEtaBodySchema>;
