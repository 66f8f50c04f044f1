export { Badge, badgeText, badgeTones } from './Badge';
export type { BadgeProps, BadgeTone } from './Badge';
