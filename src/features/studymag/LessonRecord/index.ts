export { LessonRecord, type LessonRecordData, type LessonRecordProps } from './LessonRecord';
