import { AUDIT_MESSAGES, AUDIT_PATHS, type AuditAction, type AuditEventPage } from '@domain/audit/audit-api';
import { api } from '@/lib/api-client';
import { apiQuery } from '@/lib/api-query';
import { customerKeys } from './customer-queries';

export const AUDIT_PAGE_SIZE = 20;

/** One page of a customer's audit trail, newest first, of one kind of change or all. */
export const auditTrailQuery = (customerId: string, action: AuditAction | '', offset: number) =>
  apiQuery({
    // Under the customer's keys: a settings save reads the trail again with the rest.
    queryKey: [...customerKeys.all, 'audit', customerId, action, offset],
    read: () => api<AuditEventPage>(AUDIT_PATHS.list, { query: { customerId, action: action || undefined, limit: AUDIT_PAGE_SIZE, offset } }),
    failure: AUDIT_MESSAGES.list,
  });
