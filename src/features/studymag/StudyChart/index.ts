export { StudyChart, studyChartKinds, type StudyChartKind, type StudyChartProps, type StudyChartSeries } from './StudyChart';
