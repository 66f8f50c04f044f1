/**
 * The advisers as the console edits them: the list the public anti-counterfeit check answers from and the
 * course-adviser dialog picks from. An adviser turned inactive is no longer "genuine" from the next check on
 * (the check reads the table, uncached), and families assigned to them are given another adviser.
 */
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { SchoolStage } from '../../../../contract/vocabulary/stages';
import type { Db, DbExecutor } from '../../platform/db/client';
import { advisers } from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';
import { newRecordCode } from '../../platform/db/ids';
import { iso } from '../../platform/text/format';
import { atVersion, recordAudit } from '../console';
import { nextSort, reorder, type OrderedTable } from './ordering';

export const ADVISER_ADMIN_MESSAGES = {
  notFound: '顾问不存在',
  stale: '这位顾问的资料已被他人修改，请刷新后再改',
  versionRequired: '修改已有顾问须带上打开时的版本号 version',
  accountTaken: '参数 wechatAccount：已有顾问使用这个微信号',
} as const;

type AdviserRecord = typeof advisers.$inferSelect;

const adviserOrder: OrderedTable = { table: advisers, id: advisers.id, sort: advisers.sort, entity: 'adviser' };

export async function advisersForStaff(db: DbExecutor) {
  const rows = await db.select().from(advisers).orderBy(asc(advisers.sort), asc(advisers.id));
  return {
    list: rows.map((adviser) => ({
      id: adviser.id,
      name: adviser.name,
      wechatAccount: adviser.wechatAccount,
      phone: adviser.phone,
      stages: [...adviser.stages],
      wechatQrUrl: adviser.wechatQrUrl,
      intro: adviser.intro,
      isActive: adviser.isActive,
      sort: adviser.sort,
      version: adviser.version,
      updatedAt: iso(adviser.updatedAt),
    })),
  };
}

function adviserAuditView(adviser: AdviserRecord) {
  return {
    name: adviser.name,
    wechatAccount: adviser.wechatAccount,
    phone: adviser.phone,
    stages: adviser.stages,
    wechatQrUrl: adviser.wechatQrUrl,
    intro: adviser.intro,
    isActive: adviser.isActive,
  };
}

export interface AdviserWrite {
  adviserId?: number | undefined;
  version?: number | undefined;
  name: string;
  wechatAccount: string;
  phone: string;
  stages: SchoolStage[];
  wechatQrUrl: string;
  intro: string;
  isActive: boolean;
}

/** A new adviser at the end of the list, or an edit of one from the version the editor opened. */
export async function saveAdviser(db: Db, edit: AdviserWrite, staffId: number) {
  return db.transaction(async (tx) => {
    // WeChat ids are matched without regard to case by the public check, so they are unique that way too.
    const [taken] = await tx
      .select({ id: advisers.id })
      .from(advisers)
      .where(
        and(
          sql`lower(${advisers.wechatAccount}) = lower(${edit.wechatAccount})`,
          edit.adviserId === undefined ? undefined : ne(advisers.id, edit.adviserId),
        ),
      );
    if (taken) throw new ApiError(ADVISER_ADMIN_MESSAGES.accountTaken);
    const values = {
      name: edit.name,
      wechatAccount: edit.wechatAccount,
      phone: edit.phone,
      stages: edit.stages,
      wechatQrUrl: edit.wechatQrUrl,
      intro: edit.intro,
      isActive: edit.isActive,
    };
    if (edit.adviserId === undefined) {
      const [created] = await tx
        .insert(advisers)
        .values({
          ...values,
          code: newRecordCode('adviser'),
          sort: await nextSort(tx, adviserOrder),
        })
        .returning();
      await recordAudit(tx, {
        staffId,
        action: 'adviser.add',
        entity: 'adviser',
        entityId: created!.id,
        after: adviserAuditView(created!),
      });
    } else {
      if (edit.version === undefined) throw new ApiError(ADVISER_ADMIN_MESSAGES.versionRequired);
      const [row] = await tx.select().from(advisers).where(eq(advisers.id, edit.adviserId)).for('update');
      const before = atVersion(row, edit.version, ADVISER_ADMIN_MESSAGES);
      const [after] = await tx
        .update(advisers)
        .set({ ...values, version: before.version + 1 })
        .where(eq(advisers.id, edit.adviserId))
        .returning();
      await recordAudit(tx, {
        staffId,
        action:
          before.isActive !== after!.isActive ? (after!.isActive ? 'adviser.activate' : 'adviser.deactivate') : 'adviser.edit',
        entity: 'adviser',
        entityId: edit.adviserId,
        before: adviserAuditView(before),
        after: adviserAuditView(after!),
      });
    }
    return advisersForStaff(tx);
  });
}

export async function reorderAdvisers(db: Db, adviserIds: readonly number[], staffId: number) {
  return db.transaction(async (tx) => {
    await reorder(tx, adviserOrder, adviserIds, staffId);
    return advisersForStaff(tx);
  });
}
