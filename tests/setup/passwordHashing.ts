/**
 * The server suites hash passwords at a low scrypt cost: thousands of logins and accounts at OWASP's N=2^17
 * (half a second each on one core) would take most of the run. The tests of the cost itself, the production
 * default and the upgrade of old hashes, set it back (tests/server/db/password.test.ts,
 * tests/server/accounts/rehash.test.ts). Applied before every file, as the apps the suites build apply theirs.
 */
import { usePasswordHashCost } from '../../server/src/platform/db/password';

export const TEST_PASSWORD_HASH_COST = 1024;

usePasswordHashCost(TEST_PASSWORD_HASH_COST);
