import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { media } from '@tokens/index';
import { vars } from '@tokens/theme.css';

export const root = style({
  color: vars.color.neutral[800],
  lineHeight: vars.font.lineHeight.relaxed,
  overflowWrap: 'anywhere',
});

export const size = styleVariants({
  md: { fontSize: vars.fontSize.md },
  lg: { fontSize: vars.fontSize.lg, '@media': { [media.phone]: { fontSize: vars.fontSize.md } } },
});
export type RichTextSize = keyof typeof size;

const inRoot = (selector: string) =>
  selector
    .split(',')
    .map((part) => `${root} ${part.trim()}`)
    .join(', ');

globalStyle(inRoot('h1, h2, h3, h4'), {
  margin: `1.4em 0 0.6em`,
  color: vars.color.neutral[900],
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  // Headings are link targets of tables of contents: keep them clear of the sticky header.
  scrollMarginTop: `calc(${vars.control.lg} * 2)`,
});
globalStyle(inRoot('h1'), { fontSize: '1.5em' });
globalStyle(inRoot('h2'), { fontSize: '1.3em' });
globalStyle(inRoot('h3'), { fontSize: '1.12em' });
globalStyle(inRoot('h4'), { fontSize: '1em' });
globalStyle(`${root} > :first-child`, { marginTop: 0 });
globalStyle(`${root} > :last-child`, { marginBottom: 0 });
globalStyle(inRoot('p'), { margin: '0 0 0.9em' });
globalStyle(inRoot('ul, ol'), { margin: '0 0 0.9em', paddingInlineStart: '1.5em' });
globalStyle(inRoot('li'), { marginBottom: '0.35em' });
globalStyle(inRoot('li::marker'), { color: vars.color.brand[500] });
globalStyle(inRoot('strong, b'), { color: vars.color.neutral[900], fontWeight: vars.font.weight.bold });
globalStyle(inRoot('a'), { color: vars.color.brand[600], textDecoration: 'underline', textUnderlineOffset: '0.2em' });
globalStyle(inRoot('blockquote'), {
  margin: '0 0 0.9em',
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderInlineStart: `4px solid ${vars.color.brand[300]}`,
  borderRadius: vars.radius.sm,
  background: vars.color.brand[50],
  color: vars.color.neutral[700],
});
globalStyle(inRoot('img'), { height: 'auto', marginInline: 'auto', borderRadius: vars.radius.md });
globalStyle(inRoot('figure'), { margin: '0 0 1em' });
globalStyle(inRoot('figcaption'), {
  marginTop: vars.space[2],
  color: vars.color.neutral[600],
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});
globalStyle(inRoot('table'), {
  width: '100%',
  margin: '0 0 1em',
  borderCollapse: 'collapse',
  fontSize: '0.92em',
});
globalStyle(inRoot('th, td'), {
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.neutral[200]}`,
  textAlign: 'start',
  verticalAlign: 'top',
});
globalStyle(inRoot('th'), {
  width: '30%',
  background: vars.color.neutral[50],
  color: vars.color.neutral[700],
  fontWeight: vars.font.weight.medium,
});
globalStyle(inRoot('hr'), { margin: '1.5em 0', border: 0, borderTop: `1px solid ${vars.color.neutral[200]}` });
