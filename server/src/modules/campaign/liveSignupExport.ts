/**
 * The sign-ups of one live class as the console lists and exports them. Phones are whole only for roles that
 * call families back (service.write), masked for the rest, in the list and in the file alike.
 */
import { and, asc, eq } from 'drizzle-orm';
import { LIVE_ADMIN_MESSAGES } from '../../../../contract/api/schemas/admin/campaignLive';
import type { SignupChannel } from '../../../../contract/api/schemas/user/campaign';
import { roleCan, type StaffRole } from '../../../../contract/vocabulary/staff';
import type { Db, DbExecutor } from '../../platform/db/client';
import { liveClasses, liveSignups, orders } from '../../platform/db/schema';
import { ApiError } from '../../platform/plugins/apiError';
import { iso } from '../../platform/text/format';
import { csvLine, maskPhone, shanghaiTime } from '../commerce';
import { recordAudit } from '../console';
import { CHANNEL_LABELS } from './liveAdmin';

export interface SignupFilter {
  liveClassId: number;
  channel?: SignupChannel | undefined;
}

export async function liveSignupsForStaff(db: DbExecutor, filter: SignupFilter, role: StaffRole) {
  const [live] = await db
    .select({ id: liveClasses.id, title: liveClasses.title, channels: liveClasses.channels })
    .from(liveClasses)
    .where(eq(liveClasses.id, filter.liveClassId));
  if (!live) throw new ApiError(LIVE_ADMIN_MESSAGES.notFound);
  const rows = await db
    .select({
      id: liveSignups.id,
      phone: liveSignups.phone,
      channel: liveSignups.channel,
      createdAt: liveSignups.createdAt,
      orderNo: orders.orderNo,
      status: orders.status,
    })
    .from(liveSignups)
    .leftJoin(orders, eq(orders.id, liveSignups.orderId))
    .where(and(eq(liveSignups.liveClassId, live.id), filter.channel ? eq(liveSignups.channel, filter.channel) : undefined))
    .orderBy(asc(liveSignups.createdAt), asc(liveSignups.id));
  const wholePhones = roleCan(role, 'service.write');
  const perChannel: Record<SignupChannel, number> = { tiktok: 0, tencent: 0, headlines: 0 };
  for (const row of rows) perChannel[row.channel] += 1;
  return {
    liveClass: live,
    list: rows.map((row) => ({
      id: row.id,
      phone: wholePhones ? row.phone : maskPhone(row.phone),
      channel: row.channel,
      signedUpAt: iso(row.createdAt),
      orderNo: row.orderNo ?? null,
      paid: row.status === 'paid',
    })),
    count: rows.length,
    perChannel,
  };
}

const HEADER = ['直播课', '手机号', '渠道', '报名时间', '订单号', '是否付款'] as const;

/**
 * The list as a CSV file (UTF-8 with a byte-order mark, formula-looking cells defused by the orders' writer),
 * audited with its row count. A session holds at most 5000 seats, so the file is answered whole inside the
 * console's normal signed-in call: no download ticket or streaming as the order exports need.
 */
export async function exportLiveSignups(db: Db, filter: SignupFilter, staff: { id: number; role: StaffRole }) {
  return db.transaction(async (tx) => {
    const signups = await liveSignupsForStaff(tx, filter, staff.role);
    const lines = signups.list.map((row) =>
      csvLine([
        signups.liveClass.title,
        row.phone,
        CHANNEL_LABELS[row.channel],
        shanghaiTime(new Date(row.signedUpAt)),
        row.orderNo ?? '',
        row.paid ? '已付款' : '未付款',
      ]),
    );
    await recordAudit(tx, {
      staffId: staff.id,
      action: 'liveClass.export',
      entity: 'liveClass',
      entityId: signups.liveClass.id,
      after: { channel: filter.channel ?? null, rows: signups.count },
    });
    const fileName = `直播报名-${signups.liveClass.id}${filter.channel ? `-${filter.channel}` : ''}.csv`;
    return { fileName, csv: `\uFEFF${csvLine([...HEADER])}${lines.join('')}`, count: signups.count };
  });
}
