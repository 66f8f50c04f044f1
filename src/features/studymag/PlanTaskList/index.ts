export { PlanTaskList, type PlanTaskData, type PlanTaskListProps } from './PlanTaskList';
