import { DEMO_ACCOUNTS } from '../../../server/src/platform/db/seed/accounts';

/** The seeded evaluation account. */
export const DEMO_EVALUATION_PHONE = DEMO_ACCOUNTS.evaluation.phone;

/**
 * A device the e2e server knows as one the demo evaluation account has passed the SMS check on
 * (scripts/e2e-server.ts), so the tests that only need it signed in skip the check. An evaluation session
 * is not tied to a device, so the parallel workers can share this one.
 */
export const DEMO_EVALUATION_DEVICE = 'e2e-demo-evaluation-device';
