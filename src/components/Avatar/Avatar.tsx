import { forwardRef, useState, type HTMLAttributes } from 'react';
import { useTranslation } from '@/i18n/react';
import { avatarSource, colorIndexFor, initialsOf } from './avatarSource';
import * as styles from './Avatar.css';

export const avatarSizes = ['sm', 'md', 'lg', 'xl'] as const satisfies readonly AvatarSize[];
export const avatarShapes = ['circle', 'rounded'] as const satisfies readonly AvatarShape[];
export const avatarColors = [
  'blue',
  'navy',
  'green',
  'red',
  'slate',
  'orange',
  'amber',
] as const satisfies readonly AvatarColor[];
export type AvatarSize = styles.AvatarSize;
export type AvatarShape = styles.AvatarShape;
export type AvatarColor = styles.AvatarColor;

export interface AvatarProps extends HTMLAttributes<HTMLSpanElement> {
  /** Image host from the user record; joined with photoUrl. */
  qiniuUrl?: string | null;
  photoUrl?: string | null;
  /** Used for the alternative text and, without a photo, the initials and their colour. */
  name?: string | null;
  size?: AvatarSize;
  shape?: AvatarShape;
}

function PersonGlyph() {
  return (
    <svg className={styles.glyph} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8.5" r="4" fill="currentColor" />
      <path d="M4 20.5c0-4.1 3.6-6.8 8-6.8s8 2.7 8 6.8" fill="currentColor" />
    </svg>
  );
}

export const Avatar = forwardRef<HTMLSpanElement, AvatarProps>(function Avatar(
  { qiniuUrl, photoUrl, name, size = 'md', shape = 'circle', className, ...rest },
  ref,
) {
  const { t } = useTranslation();
  const src = avatarSource(qiniuUrl, photoUrl);
  // Remembering which address failed (not just "failed") lets a new photo try again.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = src != null && src !== failedSrc;
  const initials = initialsOf(name);
  const label = name?.trim() ? t('componentsB.avatar.named', { name: name.trim() }) : t('componentsB.avatar.anonymous');
  const color = initials ? styles.color[avatarColors[colorIndexFor(name, avatarColors.length)]!] : undefined;
  const classes = [styles.root, styles.size[size], styles.shape[shape], !showImage && color, className].filter(Boolean).join(' ');

  if (showImage) {
    return (
      <span ref={ref} className={classes} data-state="image" data-size={size} {...rest}>
        <img className={styles.image} src={src} alt={label} onError={() => setFailedSrc(src)} />
      </span>
    );
  }
  return (
    <span ref={ref} role="img" aria-label={label} className={classes} data-state="fallback" data-size={size} {...rest}>
      {initials ? <span aria-hidden="true">{initials}</span> : <PersonGlyph />}
    </span>
  );
});
