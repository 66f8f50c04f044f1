// What the rest of the app uses of the site flows: reach them through '@/flows/site', never a file inside.
export * from './useActiveSection';
export * from './useAdviserCheck';
export * from './useFeedbackImages';
export * from './useFieldErrors';
export * from './useFormSubmission';
export * from './useHandbook';
export * from './useSitePage';
