import { forwardRef, type HTMLAttributes } from 'react';
import { visuallyHidden } from '@tokens/a11y.css';

/**
 * Words for assistive technology that the screen does not show. A class rather than a library component:
 * it is drawn on every page (footer, badges, prices), so it should cost the first visit nothing.
 */
export const VisuallyHidden = forwardRef<HTMLSpanElement, HTMLAttributes<HTMLSpanElement>>(function VisuallyHidden(
  { className, ...rest },
  ref,
) {
  return <span ref={ref} className={[visuallyHidden, className].filter(Boolean).join(' ')} {...rest} />;
});
