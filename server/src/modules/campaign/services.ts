export { claimFreeCourse, freeCourseOffers, trialLessons } from './freeTrial';
export { listLiveClasses, orderForLive, signUpForLive } from './liveClasses';
export { bindParent, listParents, unbindParent, verifyStudent } from './parentBinding';
export { sendCourseToParent } from './sendToParent';
export { smsSignIn } from './signIn';
