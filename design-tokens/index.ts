/**
 * Typed access to tokens.json. Every design value in the product comes from here; the vanilla-extract
 * theme contract (theme.css.ts) is derived from these objects, so nothing is copied by hand.
 */
import raw, { breakpoint as rawBreakpoint, color as rawColor, layout as rawLayout, toast as rawToast } from './tokens.json';

type Token<V> = { $type: string; $value: V };
type Resolved<T> = T extends Token<infer V> ? V : { [K in keyof T as K extends `$${string}` ? never : K]: Resolved<T[K]> };

function isToken(node: unknown): node is Token<unknown> {
  return typeof node === 'object' && node !== null && '$value' in node;
}

export function resolveTokens<T>(node: T): Resolved<T> {
  if (isToken(node)) return node.$value as Resolved<T>;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node as Record<string, unknown>)) {
    if (key.startsWith('$')) continue;
    out[key] = resolveTokens(value);
  }
  return out as Resolved<T>;
}

/*
 * Resolved once per group and marked pure, so code that runs in the browser downloads only the groups it
 * reads (a toast its durations, the sticky header its layout values), not the whole token file.
 */
export const tokens = /* @__PURE__ */ resolveTokens(raw);
export type Tokens = typeof tokens;

const layoutTokens = /* @__PURE__ */ resolveTokens(rawLayout);

export type Layout = 'desktop' | 'phone';
type Responsive = { desktop: number; phone: number };

/** CSS pixels at a layout's reference width → rem under that layout's root font. */
export function toRem(px: number, layout: Layout): string {
  const rootPx = layout === 'desktop' ? layoutTokens.baseFontSize : (375 * parseFloat(layoutTokens.mobileRootFontSize)) / 100;
  return `${+(px / rootPx).toFixed(4)}rem`;
}

/** Design px (1920 wide desktop design, base 100) → rem, the unit SPEC values such as 0.22rem use. */
export const rem = (designPx: number): string => toRem(designPx, 'desktop');

export function scaleFor<T extends Record<string, Responsive>>(group: T, layout: Layout): { [K in keyof T]: string } {
  const out = {} as { [K in keyof T]: string };
  for (const key of Object.keys(group) as (keyof T)[]) out[key] = toRem(group[key]![layout], layout);
  return out;
}

export const breakpoints = /* @__PURE__ */ resolveTokens(rawBreakpoint);
/** Media queries shared by styles and sprinkles. Phone is everything narrower than the tablet breakpoint. */
export const media = {
  phone: `screen and (max-width: ${breakpoints.tablet - 1}px)`,
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  desktop: `screen and (min-width: ${breakpoints.desktop}px)`,
} as const;

export const layout = layoutTokens;
export const toastDurations = /* @__PURE__ */ resolveTokens(rawToast);
/** The greys, for pictures drawn in the browser (fallback images, QR codes). */
export const neutralColors = /* @__PURE__ */ resolveTokens(rawColor.neutral);
