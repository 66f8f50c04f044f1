import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const linkButtonTones = ['primary', 'outline'] as const;
export type LinkButtonTone = (typeof linkButtonTones)[number];

/* A link that looks like the design system's medium button, for 'back home' style actions. */
const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space[2],
  height: vars.control.md,
  padding: `0 ${vars.space[5]}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.md,
  fontWeight: vars.font.weight.medium,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  transition: `background ${vars.motion.duration.fast} ${vars.motion.easing.standard}, border-color ${vars.motion.duration.fast}`,
  selectors: { '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus } },
});

export const linkButton: Record<LinkButtonTone, string> = styleVariants({
  primary: [
    base,
    {
      // brand 600: white on brand 500 falls just short of 4.5:1 at body sizes.
      background: vars.color.brand[600],
      color: vars.color.neutral[0],
      selectors: { '&:hover': { background: vars.color.brand[700] } },
    },
  ],
  outline: [
    base,
    {
      background: vars.color.neutral[0],
      color: vars.color.neutral[700],
      borderColor: vars.color.neutral[300],
      selectors: { '&:hover': { borderColor: vars.color.brand[400], color: vars.color.brand[600] } },
    },
  ],
});
