import { forwardRef, type HTMLAttributes } from 'react';
import * as styles from './RichText.css';

export const richTextSizes = ['md', 'lg'] as const satisfies readonly RichTextSize[];
export type RichTextSize = styles.RichTextSize;

export interface RichTextProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** HTML sanitised by the server (articles, agreements, course descriptions, handbooks); never user input as typed. */
  html: string;
  /** `lg` for long reading (articles, handbooks), `md` beside other content (course descriptions). */
  size?: RichTextSize;
}

/** Long text from the server set for reading: headings, paragraphs, lists, tables, quotes and pictures. */
export const RichText = forwardRef<HTMLDivElement, RichTextProps>(function RichText(
  { html, size = 'lg', className, ...rest },
  ref,
) {
  return (
    <div
      ref={ref}
      className={[styles.root, styles.size[size], className].filter(Boolean).join(' ')}
      data-size={size}
      // The server stores this HTML sanitised (server/src/services/sanitize.ts) and the contract promises it.
      dangerouslySetInnerHTML={{ __html: html }}
      {...rest}
    />
  );
});

/** The classes of the reading style, for an element that draws rich text itself (the console's article editor). */
export function richTextClassName(size: RichTextSize = 'lg'): string {
  return [styles.root, styles.size[size]].join(' ');
}
