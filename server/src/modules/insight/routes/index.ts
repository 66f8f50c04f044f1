/*
 * The owner's dashboard: sales, refunds, buyers, channels, best sellers and completion, read from the tables
 * the other modules write, and the counter of the public site's page visits it reads.
 */
import { adminInsightRoutes } from './admin';

/** The module's calls of the shared contract, by API area; modules/index.ts lists them in the API's order. */
export const insightRoutes = { admin: adminInsightRoutes };
