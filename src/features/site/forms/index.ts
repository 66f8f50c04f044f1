export { FeedbackForm, FEEDBACK_TYPES, MAX_FEEDBACK_IMAGES } from './FeedbackForm';
export type { FeedbackFormProps, FeedbackImage } from './FeedbackForm';
export { FormFrame, formStates } from './FormFrame';
export type { FormFrameProps, FormState } from './FormFrame';
export { OnlineMessageForm } from './OnlineMessageForm';
export type { OnlineMessageFormProps } from './OnlineMessageForm';
export { TeacherApplicationForm } from './TeacherApplicationForm';
export type { ResumeState, TeacherApplicationFormProps } from './TeacherApplicationForm';
