/** Prefix of the operations console's calls; they accept only staff session tokens. */
export const ADMIN_API = '/api/admin/v1';
