export { TeacherPanel } from './TeacherPanel';
export type { TeacherPanelProps } from './TeacherPanel';
