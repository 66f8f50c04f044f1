export { BuildingPanel } from './BuildingPanel';
export type { BuildingPanelProps } from './BuildingPanel';
