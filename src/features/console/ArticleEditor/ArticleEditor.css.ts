import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const frame = style({
  border: `1px solid ${vars.color.neutral[300]}`,
  borderRadius: vars.radius.sm,
  background: vars.color.neutral[0],
  selectors: { '&:focus-within': { boxShadow: vars.shadow.focus } },
});

export const invalid = style({ borderColor: vars.color.error[500] });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[1],
  padding: vars.space[2],
  borderBottom: `1px solid ${vars.color.neutral[200]}`,
  background: vars.color.neutral[50],
  position: 'sticky',
  top: 0,
  zIndex: 1,
});

export const tool = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 32,
  height: 32,
  padding: `0 ${vars.space[2]}`,
  border: '1px solid transparent',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.neutral[800],
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.neutral[100] },
    '&[aria-pressed="true"]': {
      background: vars.color.brand[50],
      borderColor: vars.color.brand[200],
      color: vars.color.brand[700],
    },
    '&:disabled': { color: vars.color.neutral[400], cursor: 'not-allowed' },
    '&:focus-visible': { outline: 'none', boxShadow: vars.shadow.focus },
  },
});

export const divider = style({ width: 1, height: 20, margin: `0 ${vars.space[1]}`, background: vars.color.neutral[200] });

export const body = style({ maxHeight: 560, overflowY: 'auto' });

export const content = style({
  minHeight: 280,
  padding: `${vars.space[4]} ${vars.space[5]}`,
  outline: 'none',
});

globalStyle(`${content} img`, { maxWidth: '100%', height: 'auto' });
globalStyle(`${content} img.ProseMirror-selectednode`, { outline: `2px solid ${vars.color.brand[500]}` });

export const readOnly = style({
  padding: vars.space[4],
  border: `1px solid ${vars.color.neutral[200]}`,
  borderRadius: vars.radius.sm,
  background: vars.color.neutral[50],
});

export const uploadError = style({
  margin: 0,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  color: vars.color.error[700],
  fontSize: vars.fontSize.sm,
});
