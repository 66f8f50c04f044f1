import { adminRoutes } from './admin';
import { webRoutes } from './web';

/** The module's calls of the shared contract, by API area; modules/index.ts lists them in the API's order. */
export const consoleRoutes = { admin: adminRoutes, web: webRoutes };
