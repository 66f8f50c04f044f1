/**
 * The service inbox: complaints and feedback, teacher applications and online messages as staff read,
 * assign, note, answer and close them. Its routes are registered from ./routes.
 */
export { INBOX_MESSAGES } from './inboxSources';
