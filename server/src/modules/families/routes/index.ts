/*
 * Families in the operations console: finding a family, reading its account, devices, sessions, orders, courses
 * and results, and the service staff's actions on it. No other module uses it.
 */
import { adminFamilyRoutes } from './admin';

/** The module's calls of the shared contract, by API area; modules/index.ts lists them in the API's order. */
export const familiesRoutes = { admin: adminFamilyRoutes };
