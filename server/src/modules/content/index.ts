/**
 * Content: news, broadcasts and notifications, feedback and forms, praise, short clips, study messages.
 * What other modules use of it; its routes are registered from ./routes.
 */
export { fanOutBroadcasts } from './broadcasts';
export { isPublished } from './news';
export { listShortClips } from './shortClips';
export { FEEDBACK_CAPTCHA_REQUIRED, FEEDBACK_THANKS, saveFeedback } from './submissions';
export { notifyStudyProgress, type StudyAudience, studyAudience, studyProgressRows } from './studyNotifications';
export { contentWrite } from './routes/admin';
