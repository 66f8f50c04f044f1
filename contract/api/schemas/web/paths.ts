/** Prefix of the public web calls. */
export const WEB_API = '/api/web/v1';
