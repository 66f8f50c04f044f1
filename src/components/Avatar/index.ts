export { Avatar, avatarColors, avatarShapes, avatarSizes } from './Avatar';
export type { AvatarColor, AvatarProps, AvatarShape, AvatarSize } from './Avatar';
export { avatarSource, colorIndexFor, initialsOf } from './avatarSource';
