import { createDatabase } from '../client';
import { runMigrations } from '../migrate';
import { countRows, seedIfEmpty } from './index';

/** Migrates the configured database (DATABASE_URL, else PGlite in DATA_DIR or ./data) and seeds it if empty. */
async function main(): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const dataDir = process.env.DATA_DIR || './data';
  const handle = await createDatabase({ databaseUrl, dataDir });
  try {
    console.log(handle.kind === 'postgres' ? '数据库：PostgreSQL' : `数据库：PGlite（${dataDir}）`);
    await runMigrations(handle);
    console.log('迁移完成');
    const seeded = await seedIfEmpty(handle.db);
    console.log(seeded ? '演示数据已写入' : '数据库已有数据，未重复写入');
    const counts = await countRows(handle.db);
    for (const [table, count] of Object.entries(counts)) {
      console.log(`${table.padEnd(32)}${count}`);
    }
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error('初始化数据库失败', error);
  process.exitCode = 1;
});
