export * from './TutorForm';
export { AchievementList, type AchievementListProps } from './AchievementList';
export { tutorFormErrors, TUTOR_FORM_FIELDS, type TutorFormField } from './tutorFormErrors';
