import { createVar, globalStyle, keyframes, style } from '@vanilla-extract/css';
import { media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const widthVar = createVar();

const fadeIn = keyframes({ from: { opacity: 0 } });
const fadeOut = keyframes({ to: { opacity: 0 } });
const centred = 'translate(-50%, -50%)';
const riseIn = keyframes({
  from: { opacity: 0, transform: `${centred} translateY(${vars.space[3]}) scale(0.97)` },
  to: { opacity: 1, transform: centred },
});
const sinkOut = keyframes({
  from: { opacity: 1, transform: centred },
  to: { opacity: 0, transform: `${centred} scale(0.97)` },
});

const reducedMotion = '(prefers-reduced-motion: reduce)';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.motion.duration.normal} ${vars.motion.easing.standard}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.motion.duration.fast} ${vars.motion.easing.standard}` },
  },
  '@media': { [reducedMotion]: { selectors: { '&[data-state]': { animation: 'none' } } } },
});

const screenMargin = vars.space[5];

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: centred,
  zIndex: vars.zIndex.modal,
  display: 'flex',
  flexDirection: 'column',
  width: `min(${widthVar}, calc(100vw - 2 * ${screenMargin}))`,
  maxHeight: [`calc(100vh - 2 * ${screenMargin})`, `calc(100dvh - 2 * ${screenMargin})`],
  background: vars.color.neutral[0],
  color: vars.color.neutral[800],
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  selectors: {
    '&:focus': { outline: 'none' },
    '&[data-state="open"]': { animation: `${riseIn} ${vars.motion.duration.slow} ${vars.motion.easing.standard}` },
    '&[data-state="closed"]': { animation: `${sinkOut} ${vars.motion.duration.fast} ${vars.motion.easing.standard}` },
  },
  '@media': {
    [media.phone]: { width: `calc(100vw - 2 * ${vars.space[4]})` },
    [reducedMotion]: { selectors: { '&[data-state]': { animation: 'none' } } },
  },
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space[3],
  padding: `${vars.space[5]} ${vars.space[5]} 0`,
  selectors: {
    '&[data-title-hidden]': { justifyContent: 'flex-end', paddingTop: vars.space[3], paddingRight: vars.space[3] },
  },
});

export const title = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.neutral[900],
});

export const close = style({
  marginTop: `calc(${vars.space[2]} * -1)`,
  marginRight: `calc(${vars.space[2]} * -1)`,
});

export const description = style({
  margin: `${vars.space[2]} ${vars.space[5]} 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.neutral[600],
});

export const body = style({
  flex: '1 1 auto',
  minHeight: 0,
  overflowY: 'auto',
  padding: `${vars.space[4]} ${vars.space[5]}`,
  fontSize: vars.fontSize.md,
  lineHeight: vars.font.lineHeight.relaxed,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space[3],
  padding: `${vars.space[2]} ${vars.space[5]} ${vars.space[5]}`,
});

// Side by side on a phone the actions share the row evenly, which is easier to hit with a thumb.
globalStyle(`${footer} > *`, { '@media': { [media.phone]: { flex: 1 } } });
