import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { createBroadcast, type NewBroadcast } from './broadcasts';
import { createDatabase } from '../../platform/db/client';
import { runMigrations } from '../../platform/db/migrate';
import { courses, grades } from '../../platform/db/schema';

const usage = `用法：npm run broadcast -- --title 标题 [--content 正文] [--grade 三年级 | --course 课程ID] [--at 2027-02-20T08:00:00+08:00]
把一条消息排队发给全部用户、某个年级或某门课程的学员；运行中的服务会在下一次推送任务时送达（NOTIFICATION_FAN_OUT_SECONDS）。`;

/** Queues a broadcast on the configured database (DATABASE_URL, else PGlite in DATA_DIR or ./data). */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      title: { type: 'string' },
      content: { type: 'string', default: '' },
      grade: { type: 'string' },
      course: { type: 'string' },
      at: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || !values.title?.trim() || (values.grade && values.course)) {
    console.log(usage);
    process.exitCode = values.help ? 0 : 1;
    return;
  }
  const sendAt = values.at ? new Date(values.at) : undefined;
  if (sendAt && Number.isNaN(sendAt.getTime())) throw new Error(`--at 不是有效时间：${values.at}`);

  const handle = await createDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR || './data',
  });
  try {
    await runMigrations(handle);
    const broadcast: NewBroadcast = { title: values.title.trim(), content: values.content, audience: 'all', sendAt };
    if (values.grade) {
      const [grade] = await handle.db.select({ id: grades.id }).from(grades).where(eq(grades.name, values.grade));
      if (!grade) throw new Error(`没有这个年级：${values.grade}`);
      Object.assign(broadcast, { audience: 'grade', audienceId: grade.id });
    } else if (values.course) {
      const [course] = await handle.db
        .select({ id: courses.id })
        .from(courses)
        .where(eq(courses.id, Number(values.course) || 0));
      if (!course) throw new Error(`没有这门课程：${values.course}`);
      Object.assign(broadcast, {
        kind: 'course',
        audience: 'course',
        audienceId: course.id,
        objectType: 'course',
        objectId: course.id,
      });
    }
    const id = await createBroadcast(handle.db, broadcast);
    console.log(
      `已排队：广播 #${id}（${broadcast.audience === 'all' ? '全部用户' : (values.grade ?? `课程 ${values.course}`)}）`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error('发送广播失败：', error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
