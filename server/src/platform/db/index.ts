export {
  createDatabase,
  MEMORY_DATA_DIR,
  type DatabaseHandle,
  type DatabaseOptions,
  type Db,
  type DbExecutor,
  type DbTransaction,
  type Schema,
} from './client';
export { createRsNo } from './ids';
export { MIGRATIONS_FOLDER, runMigrations } from './migrate';
export { hashPassword, verifyPassword } from './password';
export * as schema from './schema';
