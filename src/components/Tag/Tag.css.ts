import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[1],
  maxWidth: '100%',
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: 1,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  verticalAlign: 'middle',
});

export const size = styleVariants({
  sm: { padding: `${vars.space[1]} ${vars.space[2]}`, fontSize: vars.fontSize.xs },
  md: { padding: `${vars.space[2]} ${vars.space[3]}`, fontSize: vars.fontSize.sm },
});
export type TagSize = keyof typeof size;

export const pill = style({ borderRadius: vars.radius.pill });

/*
 * Every pairing keeps text at 4.5:1 or better. Orange and amber are too light for white text and their
 * darkest shades sit just under AA on their own tints, so those tones darken their text towards ink.
 */
const deepen = (shade: string) => `color-mix(in srgb, ${shade} 75%, ${vars.color.neutral[900]})`;

interface ToneColours {
  background: string;
  color: string;
  borderColor: string;
}

const soft = {
  brand: { background: vars.color.brand[50], color: vars.color.brand[700], borderColor: vars.color.brand[100] },
  accent: { background: vars.color.accent[50], color: deepen(vars.color.accent[700]), borderColor: vars.color.accent[100] },
  success: { background: vars.color.success[50], color: vars.color.success[700], borderColor: vars.color.success[50] },
  warning: { background: vars.color.warning[50], color: deepen(vars.color.warning[700]), borderColor: vars.color.warning[50] },
  error: { background: vars.color.error[50], color: vars.color.error[700], borderColor: vars.color.error[50] },
  neutral: { background: vars.color.neutral[100], color: vars.color.neutral[700], borderColor: vars.color.neutral[200] },
} satisfies Record<string, ToneColours>;

// Every tone has a soft pairing; solid must pair the same tones.
export type TagTone = keyof typeof soft;

const solid: Record<TagTone, ToneColours> = {
  brand: { background: vars.color.brand[600], color: vars.color.neutral[0], borderColor: vars.color.brand[600] },
  accent: { background: vars.color.accent[500], color: vars.color.neutral[900], borderColor: vars.color.accent[500] },
  success: { background: vars.color.success[700], color: vars.color.neutral[0], borderColor: vars.color.success[700] },
  warning: { background: vars.color.warning[500], color: vars.color.neutral[900], borderColor: vars.color.warning[500] },
  error: { background: vars.color.error[700], color: vars.color.neutral[0], borderColor: vars.color.error[700] },
  neutral: { background: vars.color.neutral[700], color: vars.color.neutral[0], borderColor: vars.color.neutral[700] },
};

export const appearance = {
  soft: styleVariants(soft),
  solid: styleVariants(solid),
};
export type TagAppearance = keyof typeof appearance;
