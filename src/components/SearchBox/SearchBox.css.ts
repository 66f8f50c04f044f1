import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const root = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'stretch',
  width: '100%',
  border: `1px solid ${vars.color.neutral[300]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.neutral[0],
  selectors: { '&:focus-within': { borderColor: vars.color.brand[500], boxShadow: vars.shadow.focus } },
});

export const size = styleVariants({
  md: { height: vars.control.sm, fontSize: vars.fontSize.sm },
  lg: { height: vars.control.lg, fontSize: vars.fontSize.md },
});
export type SearchBoxSize = keyof typeof size;

export const input = style({
  flex: '1 1 auto',
  minWidth: 0,
  padding: `0 ${vars.space[4]}`,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  color: vars.color.neutral[900],
  font: 'inherit',
  outline: 'none',
  selectors: { '&::placeholder': { color: vars.color.neutral[600] }, '&::-webkit-search-cancel-button': { cursor: 'pointer' } },
});

export const submit = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  margin: '2px',
  padding: `0 ${vars.space[3]}`,
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.brand[600],
  color: vars.color.neutral[0],
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.brand[700] },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

export const icon = style({
  width: '1.1em',
  height: '1.1em',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
});

export const submitLabel = style({ '@media': { [media.phone]: { display: 'none' } } });

export const popup = style({
  position: 'absolute',
  insetInline: 0,
  top: `calc(100% + ${vars.space[2]})`,
  zIndex: vars.zIndex.dropdown,
  padding: vars.space[3],
  borderRadius: vars.radius.lg,
  background: vars.color.neutral[0],
  boxShadow: vars.shadow.lg,
  fontSize: vars.fontSize.sm,
});

export const popupHead = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBottom: vars.space[2],
});
export const popupTitle = style({ color: vars.color.neutral[600], fontSize: vars.fontSize.xs });
export const clear = style({
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.color.brand[600],
  font: 'inherit',
  fontSize: vars.fontSize.xs,
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { textDecoration: 'underline', outline: 'none' } },
});

export const entries = style({ display: 'flex', flexDirection: 'column', margin: 0, padding: 0, listStyle: 'none' });
export const entry = style({
  display: 'flex',
  alignItems: 'center',
  borderRadius: vars.radius.md,
  selectors: { '&:hover': { background: vars.color.neutral[50] } },
});
export const entryButton = style({
  flex: '1 1 auto',
  minWidth: 0,
  padding: `${vars.space[2]} ${vars.space[2]}`,
  overflow: 'hidden',
  border: 0,
  borderRadius: vars.radius.md,
  background: 'none',
  color: vars.color.neutral[800],
  font: 'inherit',
  textAlign: 'start',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: 'none', background: vars.color.brand[50], color: vars.color.brand[700] } },
});
export const remove = style({
  display: 'grid',
  placeItems: 'center',
  flexShrink: 0,
  width: '2em',
  height: '2em',
  border: 0,
  borderRadius: '50%',
  background: 'none',
  color: vars.color.neutral[600],
  cursor: 'pointer',
  selectors: {
    '&:hover, &:focus-visible': { background: vars.color.neutral[100], color: vars.color.neutral[900], outline: 'none' },
  },
});
globalStyle(`${remove} svg`, {
  width: '0.9em',
  height: '0.9em',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
});
