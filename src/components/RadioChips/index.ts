export { RadioChips } from './RadioChips';
export type { RadioChipOption, RadioChipsProps } from './RadioChips';
