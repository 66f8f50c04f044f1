import { desc, eq, lt, and, type SQL } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE } from '../../../../contract/vocabulary/staff';
import type { DbExecutor } from '../../platform/db/client';
import { staffAuditLog, staffMembers } from '../../platform/db/schema';

export interface AuditWrite {
  /** Who wrote; null for the command line. */
  staffId: number | null;
  /** What was done, as `<entity>.<verb>`: staff.add, staff.role, course.publish … */
  action: string;
  entity: string;
  entityId: string | number;
  before?: unknown;
  after?: unknown;
}

/**
 * Adds one entry to the audit log. Callers pass the transaction of the write itself, so a write and its entry
 * land together or not at all.
 */
export async function recordAudit(db: DbExecutor, entry: AuditWrite): Promise<void> {
  await db.insert(staffAuditLog).values({
    staffId: entry.staffId,
    action: entry.action,
    entity: entry.entity,
    entityId: String(entry.entityId),
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/** The newest entries first with the writer's name, optionally of one record, paged by the last id seen. */
export async function auditEntries(
  db: DbExecutor,
  filter: { entity?: string | undefined; entityId?: string | undefined; beforeId?: number | undefined; limit?: number } = {},
) {
  const conditions: SQL[] = [];
  if (filter.entity) conditions.push(eq(staffAuditLog.entity, filter.entity));
  if (filter.entityId) conditions.push(eq(staffAuditLog.entityId, filter.entityId));
  if (filter.beforeId) conditions.push(lt(staffAuditLog.id, filter.beforeId));
  return db
    .select({
      id: staffAuditLog.id,
      staffId: staffAuditLog.staffId,
      staffName: staffMembers.name,
      action: staffAuditLog.action,
      entity: staffAuditLog.entity,
      entityId: staffAuditLog.entityId,
      before: staffAuditLog.before,
      after: staffAuditLog.after,
      at: staffAuditLog.at,
    })
    .from(staffAuditLog)
    .leftJoin(staffMembers, eq(staffMembers.id, staffAuditLog.staffId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(staffAuditLog.id))
    .limit(Math.min(filter.limit ?? AUDIT_PAGE_SIZE, AUDIT_PAGE_SIZE));
}
