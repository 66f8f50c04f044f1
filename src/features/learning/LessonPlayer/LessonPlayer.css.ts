import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '@tokens/theme.css';

/** Smallest comfortable touch target (Apple HIG, WCAG 2.5.5), in CSS pixels whatever the root font. */
const TOUCH_TARGET = '44px';
/** The play button in the middle of the paused picture: bigger than a control, as phone players draw it. */
const CENTRE_BUTTON = '72px';
/** …and on a phone, where the picture is only 166–233 px tall, still at least 64 px. */
const CENTRE_BUTTON_PHONE = '64px';
/**
 * A player too narrow for one row of controls: nine controls and a usable time line need some 600 px. Asked
 * of the player's own width (it is the query container), not the screen's: a phone's player, a campaign
 * page's narrow column and a player in a side panel all get the two-row bar.
 */
const narrow = '(max-width: 599px)';
/** A finger points coarsely: a phone, a tablet, a touch screen — also a phone turned sideways, wider than `phone`. */
const touch = '(pointer: coarse)';
/** The see-through dark behind the controls and the seek cue, over any picture. */
const scrim = 'rgba(0, 0, 0, 0.55)';

export const root = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  background: '#000',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  // The player answers double taps itself: no zoom, and no waiting for one before a single tap counts.
  touchAction: 'manipulation',
  containerType: 'inline-size',
  vars: { '--media-primary-color': vars.color.neutral[0], '--media-control-background': scrim },
  selectors: { '&:fullscreen': { borderRadius: 0, aspectRatio: 'auto' } },
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

const fadeOut = keyframes({ '0%, 60%': { opacity: 1 }, '100%': { opacity: 0 } });

/** The brief "−10 秒 / +10 秒" after a double tap, over the third of the picture that was tapped. */
export const seekCue = style({
  position: 'absolute',
  zIndex: 1,
  top: '50%',
  transform: 'translateY(-50%)',
  padding: `${vars.space[2]} ${vars.space[4]}`,
  borderRadius: vars.radius.pill,
  background: scrim,
  color: vars.color.neutral[0],
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  pointerEvents: 'none',
  userSelect: 'none',
  whiteSpace: 'nowrap',
  animation: `${fadeOut} 700ms ease-out forwards`,
  selectors: {
    '&[data-direction="back"]': { left: '8%' },
    '&[data-direction="ahead"]': { right: '8%' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animationTimingFunction: 'steps(1, end)' } },
});

/*
 * One set of controls for every width. On a narrow player (a phone's) the bar wraps into two rows — the time line with the time
 * over a row of buttons, play and ±10 s on the left, mute, speed and full screen on the right — instead of
 * squeezing nine controls into one row where they shrank to 21 px and the last ones fell off the edge.
 */
const oneBackdrop = {
  // One backdrop under the whole bar, so the room between the left and right buttons is not a see-through gap.
  background: scrim,
  vars: { '--media-control-background': 'transparent' },
} as const;

export const controls = style({
  width: '100%',
  '@container': { [narrow]: { flexWrap: 'wrap', ...oneBackdrop } },
  '@media': { [touch]: oneBackdrop },
});

/** Breaks the phone's bar after the time line; takes no room elsewhere. */
export const rowBreak = style({
  display: 'none',
  '@container': { [narrow]: { display: 'block', order: -1, flexBasis: '100%', height: 0 } },
});

export const timeRange = style({
  minWidth: 0,
  '@container': { [narrow]: { order: -2, flex: '1 1 0', minHeight: TOUCH_TARGET } },
});

export const timeDisplay = style({
  flexShrink: 0,
  '@container': { [narrow]: { order: -2 } },
});

const touchTarget = { minWidth: TOUCH_TARGET, minHeight: TOUCH_TARGET, flexShrink: 0 } as const;

export const button = style({
  '@container': { [narrow]: touchTarget },
  '@media': { [touch]: touchTarget },
});

/** ±10 s: on a player narrower than any phone's they give their room to the rest (a double tap still seeks). */
export const seekButton = style([button, { '@container': { '(max-width: 299px)': { display: 'none' } } }]);

/** The first of the right-hand buttons on a phone. */
export const rightGroup = style([button, { '@container': { [narrow]: { marginLeft: 'auto' } } }]);

// A phone's volume is its own buttons' (iOS ignores a page's volume): the slider only took room there.
export const volume = style({
  '@container': { [narrow]: { display: 'none' } },
  '@media': { [touch]: { display: 'none' } },
});

/*
 * The big play button in the middle of the paused picture (media-chrome's centred layer). A dark disc with a
 * light ring and a white triangle shows on a white picture and on a black one alike. It is there only while the
 * lesson is paused (media-chrome marks the button `mediapaused`), so it never covers a playing lesson. On a
 * phone the paused bar takes two rows, half the picture: the button sits in the middle of the picture above
 * the bar rather than on the time line, where it took the taps meant for it.
 */
export const centrePlay = style({
  width: CENTRE_BUTTON,
  height: CENTRE_BUTTON,
  padding: 0,
  '@container': {
    [narrow]: {
      width: CENTRE_BUTTON_PHONE,
      height: CENTRE_BUTTON_PHONE,
      // The bar's two rows of touch targets, so the button is centred in what is left of the picture.
      marginBottom: `calc(2 * ${TOUCH_TARGET})`,
    },
    // Narrower than any phone's player: the two rows leave no room above them, and the bar has its own play.
    '(max-width: 279px)': { display: 'none' },
  },
  borderRadius: '50%',
  boxShadow: '0 0 0 2px rgba(255, 255, 255, 0.85), 0 2px 12px rgba(0, 0, 0, 0.4)',
  vars: {
    '--media-control-background': scrim,
    '--media-control-hover-background': 'rgba(0, 0, 0, 0.7)',
    '--media-button-icon-width': '40px',
    '--media-button-icon-height': '40px',
  },
  selectors: {
    '&:not([mediapaused])': { display: 'none' },
    // The ring above outranks media-chrome's own focus mark: a keyboard user gets a clearer one back.
    '&:focus-visible': { outline: `3px solid ${vars.color.brand[400]}`, outlineOffset: '3px' },
  },
});
