import { DEMO_ACCOUNTS } from '../../../server/src/platform/db/seed/accounts';

/** The seeded demo student. */
export const DEMO_STUDENT_PHONE = DEMO_ACCOUNTS.student.phone;

/** At most this many Playwright workers log the demo student in at once (playwright.config.ts has 2). */
const MOST_WORKERS = 8;

/**
 * The demo student's test devices, one per worker: a login replaces the session of the same device, so two
 * tests running at once on one device would log each other out. The e2e server knows them as devices of the
 * demo student (scripts/e2e-server.ts), so logging in from them needs no SMS code.
 */
export const DEMO_STUDENT_DEVICES = Array.from({ length: MOST_WORKERS }, (_, index) => `e2e-demo-student-device-${index}`);
