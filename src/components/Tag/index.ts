export { Tag, tagAppearances, tagSizes, tagTones } from './Tag';
export type { TagAppearance, TagProps, TagSize, TagTone } from './Tag';
