export {
  RegionPicker,
  regionListStatuses,
  type RegionList,
  type RegionListStatus,
  type RegionOption,
  type RegionPickerProps,
} from './RegionPicker';
export { chooseRegion, chosenRegionId, NO_REGION, type RegionLevel, type RegionValue } from './regionChoice';
