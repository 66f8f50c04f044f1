import { assignInlineVars } from '@vanilla-extract/dynamic';
import { visuallyHidden } from '@tokens/a11y.css';
import { forwardRef, type HTMLAttributes } from 'react';
import { useTranslation } from '@/i18n/react';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'rect', 'circle'] as const satisfies readonly SkeletonShape[];
export type SkeletonShape = styles.SkeletonShape;

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  shape?: SkeletonShape;
  /** Text only: how many lines of the paragraph to stand in for. */
  lines?: number;
  /** CSS width; for a circle, its diameter. */
  width?: string;
  /** CSS height of a rect. */
  height?: string;
}

/** A placeholder shape. Hidden from assistive technology: wrap a loading region in SkeletonGroup. */
export const Skeleton = forwardRef<HTMLSpanElement, SkeletonProps>(function Skeleton(
  { shape = 'text', lines = 1, width, height, className, style, ...rest },
  ref,
) {
  const sizing = assignInlineVars(
    Object.fromEntries(
      [
        [styles.widthVar, width],
        [styles.heightVar, height],
      ].filter((entry): entry is [string, string] => Boolean(entry[1])),
    ),
  );
  const common = { ref, 'aria-hidden': true, 'data-shape': shape, style: { ...sizing, ...style }, ...rest } as const;
  if (shape === 'text' && lines > 1) {
    return (
      <span {...common} className={[styles.lines, className].filter(Boolean).join(' ')}>
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className={[styles.block, styles.line, index === lines - 1 && styles.lastLine].filter(Boolean).join(' ')}
          />
        ))}
      </span>
    );
  }
  return <span {...common} className={[styles.block, styles.shape[shape], className].filter(Boolean).join(' ')} />;
});

export interface SkeletonGroupProps extends HTMLAttributes<HTMLDivElement> {
  /** Announced once while the region loads; defaults to '内容加载中'. */
  label?: string;
}

/** The loading region: tells assistive technology it is busy while its skeletons stay silent. */
export const SkeletonGroup = forwardRef<HTMLDivElement, SkeletonGroupProps>(function SkeletonGroup(
  { label, className, children, ...rest },
  ref,
) {
  const { t } = useTranslation();
  return (
    <div
      ref={ref}
      role="status"
      aria-busy="true"
      data-state="loading"
      className={[styles.group, className].filter(Boolean).join(' ')}
      {...rest}
    >
      <span className={visuallyHidden}>{label ?? t('componentsB.skeleton.loading')}</span>
      {children}
    </div>
  );
});
