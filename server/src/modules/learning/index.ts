/**
 * Learning: my courses, lesson progress, study plans and details, collections, signed video.
 * What other modules use of it; its routes are registered from ./routes.
 */
export { LESSON_FINISHED_PERCENT, lessonForViewer, type VideoSigning, videoAddress } from './lessonProgress';
export { chinaDay, mondayOf } from './studyDetails';
