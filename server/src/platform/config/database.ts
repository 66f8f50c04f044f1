import { z } from 'zod';
import { booleanFlag, integerIn } from './env';

/** The database (PostgreSQL when DATABASE_URL is set, else embedded PGlite) and the shared store (Redis). */
export const databaseEnv = {
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: '应为 postgres:// 连接串' })
    .optional(),
  /** Off behind a pool that shares one PostgreSQL session among clients (PgBouncer in transaction mode). */
  DATABASE_PREPARED_STATEMENTS: booleanFlag.default(true),
  DATABASE_POOL_SIZE: integerIn(1, 100).default(10),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, { error: '应为 redis:// 连接串' })
    .optional(),
  /** Key prefix in Redis, so several instances (or test runs) can share one server without meeting. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, { error: '应为 1-64 位字母、数字或 _ . : -' })
    .default('xueban:'),
};
