import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './Tag.css';

export const tagTones = ['brand', 'accent', 'success', 'warning', 'error', 'neutral'] as const satisfies readonly TagTone[];
export const tagSizes = ['sm', 'md'] as const satisfies readonly TagSize[];
export const tagAppearances = ['soft', 'solid'] as const satisfies readonly TagAppearance[];
export type TagTone = styles.TagTone;
export type TagSize = styles.TagSize;
export type TagAppearance = styles.TagAppearance;

export interface TagProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: TagTone;
  size?: TagSize;
  appearance?: TagAppearance;
  /** Fully rounded ends, for filter chips and grade labels. */
  pill?: boolean;
  icon?: ReactNode;
}

export const Tag = forwardRef<HTMLSpanElement, TagProps>(function Tag(
  { tone = 'brand', size = 'sm', appearance = 'soft', pill = false, icon, className, children, ...rest },
  ref,
) {
  const classes = [styles.root, styles.size[size], styles.appearance[appearance][tone], pill && styles.pill, className]
    .filter(Boolean)
    .join(' ');
  return (
    <span ref={ref} className={classes} data-tone={tone} data-appearance={appearance} {...rest}>
      {icon}
      {children}
    </span>
  );
});
