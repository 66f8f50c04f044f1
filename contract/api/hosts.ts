/** The two base addresses a call can go to (SPEC §7): `web` for content, `auth` for accounts and orders. */
export const API_HOSTS = ['web', 'auth'] as const;
export type ApiHost = (typeof API_HOSTS)[number];
