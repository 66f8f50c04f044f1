import { forwardRef, type HTMLAttributes } from 'react';
import * as styles from './PageShell.css';

/** Centres content at the design's maximum width with side padding that shrinks on phones. */
export const Container = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(function Container(
  { className, ...rest },
  ref,
) {
  return <div ref={ref} className={[styles.container, className].filter(Boolean).join(' ')} {...rest} />;
});
