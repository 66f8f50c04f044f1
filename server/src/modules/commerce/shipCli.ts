import { parseArgs } from 'node:util';
import { recordShipment } from './shipments';
import { createDatabase } from '../../platform/db/client';
import { runMigrations } from '../../platform/db/migrate';

const usage = `用法：npm run ship -- --order 订单号 --company 快递公司 --tracking 运单号 [--event 已揽收] [--location 深圳] [--at 2026-11-25T10:00:00+08:00]
为已支付、寄送教材的订单记录一条物流：第一次记录即为发货（并通知买家），之后的记录追加到同一包裹的物流时间线。`;

/** Records a parcel step on the configured database (DATABASE_URL, else PGlite in DATA_DIR or ./data). */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      order: { type: 'string' },
      company: { type: 'string' },
      tracking: { type: 'string' },
      event: { type: 'string', default: '已发货' },
      location: { type: 'string' },
      at: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || !values.order || !values.company || !values.tracking) {
    console.log(usage);
    process.exitCode = values.help ? 0 : 1;
    return;
  }
  const at = values.at ? new Date(values.at) : new Date();
  if (Number.isNaN(at.getTime())) throw new Error(`--at 不是有效时间：${values.at}`);

  const handle = await createDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR || './data',
  });
  try {
    await runMigrations(handle);
    const result = await recordShipment(handle.db, {
      orderNo: values.order,
      company: values.company,
      trackingNo: values.tracking,
      description: values.event,
      location: values.location,
      at,
    });
    console.log(
      result.firstShipment
        ? `已发货：订单 ${values.order}（${values.company} ${values.tracking}），已通知买家`
        : `已记录：订单 ${values.order} 的第 ${result.events} 条物流`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error('记录物流失败：', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
