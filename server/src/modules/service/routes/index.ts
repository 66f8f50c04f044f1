import { adminInboxRoutes } from './admin';

export const serviceRoutes = { admin: adminInboxRoutes };
