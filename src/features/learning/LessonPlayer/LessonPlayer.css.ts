import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

export const root = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  background: '#000',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  vars: { '--media-primary-color': vars.color.neutral[0], '--media-control-background': 'rgba(0, 0, 0, 0.55)' },
});

export const video = style({ width: '100%', height: '100%', objectFit: 'contain' });

// Jumps to a new spot every few seconds, so the mark cannot be cropped or covered for long.
const wander = keyframes({
  '0%, 18%': { top: '8%', left: '6%' },
  '20%, 38%': { top: '70%', left: '58%' },
  '40%, 58%': { top: '30%', left: '64%' },
  '60%, 78%': { top: '78%', left: '10%' },
  '80%, 100%': { top: '46%', left: '34%' },
});

export const watermark = style({
  position: 'absolute',
  zIndex: 1,
  pointerEvents: 'none',
  userSelect: 'none',
  color: 'rgba(255, 255, 255, 0.55)',
  textShadow: '0 0 2px rgba(0, 0, 0, 0.6)',
  fontSize: vars.fontSize.sm,
  fontFamily: vars.font.family.numeric,
  whiteSpace: 'nowrap',
  animation: `${wander} 25s steps(1, end) infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '60s' } },
});

export const controls = style({ width: '100%' });
