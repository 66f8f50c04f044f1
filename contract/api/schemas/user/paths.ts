/** Prefix of the user and authenticated calls. */
export const USER_API = '/api/v1';
