import { useEffect, useState } from 'react';

export type Renderer = (tex: string, display: boolean, into: HTMLElement) => void;

let loaded: Renderer | null = null;
let loading: Promise<Renderer> | null = null;

/** KaTeX and its fonts download once, and only for a page that shows a formula. */
function loadRenderer(): Promise<Renderer> {
  loading ??= import('./formula').then((module) => (loaded = module.drawFormula));
  return loading;
}

/** The formula renderer once it has arrived (null until then, or when the text has no formula). */
export function useFormulaRenderer(needed: boolean): Renderer | null {
  const [renderer, setRenderer] = useState<Renderer | null>(() => loaded);
  useEffect(() => {
    if (!needed || renderer) return;
    let current = true;
    // A failed download leaves the formula as written: still readable, and the next page tries again.
    loadRenderer().then(
      (ready) => current && setRenderer(() => ready),
      () => {
        loading = null;
      },
    );
    return () => {
      current = false;
    };
  }, [needed, renderer]);
  return needed ? renderer : null;
}
