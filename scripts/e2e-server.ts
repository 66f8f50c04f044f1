/**
 * The server the browser end-to-end tests run against: the built SPA and the API on port E2E_PORT (4173), on a
 * fresh embedded database (or a fresh PostgreSQL database when DATABASE_URL is set), with a fixed
 * captcha answer so tests can log in.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { eq } from 'drizzle-orm';
import { evaluationKnownDevices, evaluationUsers, knownDevices, staffMembers, users } from '../server/src/platform/db/schema';
import { DEMO_STUDENT_DEVICES, DEMO_STUDENT_PHONE } from '../tests/e2e/account/demoStudent';
import { DEMO_EVALUATION_DEVICE, DEMO_EVALUATION_PHONE } from '../tests/e2e/evaluation/demoEvaluation';
import { allE2eStaff, E2E_STAFF_PASSWORD } from '../tests/e2e/console/e2eStaff';
import { needsBuild } from './start-build';

if (needsBuild()) {
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const dataDir = mkdtempSync(join(tmpdir(), 'xueban-e2e-'));
let databaseUrl = process.env.DATABASE_URL;
let dropDatabase: (() => Promise<void>) | undefined;
if (databaseUrl) {
  // A database of its own, so runs never see each other's writes.
  const name = `e2e_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
}

const { startServer } = await import('../server/src/server.ts');
const server = await startServer({
  ...process.env,
  NODE_ENV: 'test',
  PORT: process.env.E2E_PORT ?? '4173',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  CAPTCHA_FIXED_ANSWER: 'e2e1',
  // Staff's key to private uploads (resumes, screenshots); tests/e2e/site/forms.spec.ts reads with it.
  PRIVATE_FILES_TOKEN: 'e2e-private-files-token',
  // Codes, cooldowns and sessions of earlier runs stay in a shared Redis for a while; each run has its own keys.
  REDIS_PREFIX: `e2e-${Date.now().toString(36)}:`,
  // The browser tests send many anonymous writes from one address.
  RATE_LIMITS: 'off',
  // The browser tests register and sign in hundreds of accounts: at production's scrypt cost (2^17, about half
  // a second of a core each, one at a time on two cores) that alone would add minutes. The cost itself is
  // tested in tests/server/modules/accounts/rehash.test.ts.
  PASSWORD_HASH_COST: String(2 ** 14),
});
// The demo student's test devices (one per Playwright worker, see tests/e2e/account/accounts.ts) are known
// devices of that account, as if each had passed the SMS check once: the tests that only need the student
// logged in skip the check and its one-code-a-minute limit. The SMS check itself is tested from new devices.
const [demoStudent] = await server.app.deps.db.select({ id: users.id }).from(users).where(eq(users.phone, DEMO_STUDENT_PHONE));
if (demoStudent) {
  await server.app.deps.db
    .insert(knownDevices)
    .values(DEMO_STUDENT_DEVICES.map((deviceId) => ({ userId: demoStudent.id, deviceId })))
    .onConflictDoNothing();
}
// The same for the demo evaluation account, whose password sign-in asks new devices for an SMS code too.
const [demoEvaluation] = await server.app.deps.db
  .select({ id: evaluationUsers.id })
  .from(evaluationUsers)
  .where(eq(evaluationUsers.phone, DEMO_EVALUATION_PHONE));
if (demoEvaluation) {
  await server.app.deps.db
    .insert(evaluationKnownDevices)
    .values({ evaluationUserId: demoEvaluation.id, deviceId: DEMO_EVALUATION_DEVICE })
    .onConflictDoNothing();
}
// Staff accounts of every role with their authenticator already bound, as after a first sign-in: the console's
// journeys sign in with them (tests/e2e/console/staffConsole.ts), the demo staff stay for the first sign-in.
const { addStaff } = await import('../server/src/modules/console/staffAccounts.ts');
const { sealTotpSecret } = await import('../server/src/modules/console/totpSecrets.ts');
for (const member of allE2eStaff()) {
  const added = await addStaff(server.app.deps.db, { ...member, password: E2E_STAFF_PASSWORD });
  await server.app.deps.db
    .update(staffMembers)
    .set({ totpSecret: sealTotpSecret(server.app.deps.config.staffTotpKey, member.secret), totpConfirmedAt: new Date() })
    .where(eq(staffMembers.id, added.id));
}
console.log(`e2e server on ${server.url}`);

async function stop(): Promise<void> {
  await server.close();
  await dropDatabase?.();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
