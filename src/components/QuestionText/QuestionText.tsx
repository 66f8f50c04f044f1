import { useLayoutEffect, useMemo, useRef, type ElementType } from 'react';
import { questionTextParts } from '@contract/fields/questionText';
import * as styles from './QuestionText.css';
import { type Renderer, useFormulaRenderer } from './useFormulaRenderer';

export interface QuestionTextProps {
  /** A stem, option or explanation in the question markup (see contract/fields/questionText). */
  text: string;
  /** The element around it: a paragraph for a stem, a span inside an option's label. */
  as?: ElementType;
  className?: string;
  id?: string;
}

/** A question's words with its formulas (KaTeX, downloaded only when a formula is shown) and pictures. */
export function QuestionText({ text, as: Element = 'span', className, id }: QuestionTextProps) {
  const parts = useMemo(() => questionTextParts(text), [text]);
  const render = useFormulaRenderer(parts.some((part) => part.kind === 'formula'));
  return (
    <Element id={id} className={className ? `${styles.root} ${className}` : styles.root}>
      {parts.map((part, index) => {
        if (part.kind === 'text') return part.text;
        if (part.kind === 'picture')
          return <img key={index} className={styles.picture} src={part.src} alt={part.alt} decoding="async" />;
        if (!render)
          return (
            // Marked as a fallback so screenshots and tests wait for the drawn formula.
            <span key={index} className={styles.pending} data-suspense-fallback="">
              {part.tex}
            </span>
          );
        return <Formula key={index} tex={part.tex} display={part.display} render={render} />;
      })}
    </Element>
  );
}

function Formula({ tex, display, render }: { tex: string; display: boolean; render: Renderer }) {
  const ref = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (ref.current) render(tex, display, ref.current);
  }, [tex, display, render]);
  return <span ref={ref} className={display ? styles.display : styles.inline} data-formula={tex} />;
}
