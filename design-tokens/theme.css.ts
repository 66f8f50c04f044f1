import { assignVars, createGlobalTheme, createTheme, createThemeContract, globalStyle } from '@vanilla-extract/css';
import { media, scaleFor, tokens, type Layout } from './index';

function shapeOf<T>(node: T): T {
  if (typeof node !== 'object' || node === null) return null as T;
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, shapeOf(v)])) as T;
}

type Stringified<T> = T extends number ? string : T extends object ? { [K in keyof T]: Stringified<T[K]> } : T;

/** CSS custom properties hold strings; numeric tokens (weights, z-index) are written as their digits. */
function stringify<T>(node: T): Stringified<T> {
  if (typeof node === 'number') return String(node) as Stringified<T>;
  if (typeof node !== 'object' || node === null) return node as Stringified<T>;
  return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, stringify(v)])) as Stringified<T>;
}

const colorValues = tokens.color;
const staticValues = stringify({
  font: tokens.font,
  shadow: tokens.shadow,
  zIndex: tokens.zIndex,
  motion: tokens.motion,
});
const scaleValues = (layout: Layout) => ({
  fontSize: scaleFor(tokens.scale.fontSize, layout),
  space: scaleFor(tokens.scale.space, layout),
  radius: scaleFor(tokens.scale.radius, layout),
  control: scaleFor(tokens.scale.control, layout),
});

const desktopScale = scaleValues('desktop');

/** The typed contract every component styles against. A theme supplies values for all of it. */
export const vars = createThemeContract({
  color: shapeOf(colorValues),
  ...shapeOf(staticValues),
  ...shapeOf(desktopScale),
});

type ColorValues = typeof colorValues;

function themeValues(color: ColorValues) {
  return { color, ...staticValues, ...desktopScale };
}

createGlobalTheme(':root', vars, themeValues(colorValues));

/** Phone layouts use the mobile root font, so their scale is re-expressed in that rem. */
const phoneScale = {
  '@media': {
    [media.phone]: {
      vars: {
        ...assignVars(vars.fontSize, scaleValues('phone').fontSize),
        ...assignVars(vars.space, scaleValues('phone').space),
        ...assignVars(vars.radius, scaleValues('phone').radius),
        ...assignVars(vars.control, scaleValues('phone').control),
      },
    },
  },
};
globalStyle(':root', phoneScale);

/**
 * A second theme (campaign pages): warm brand colours over the same contract. Applying the class to a
 * subtree re-skins every component inside without touching them.
 */
export const campaignTheme = createTheme(
  vars,
  themeValues({
    ...colorValues,
    brand: {
      ...colorValues.brand,
      '50': '#FFF4EC',
      '100': '#FFE3CC',
      '400': '#FF8A3D',
      '500': '#F26B1D',
      '600': '#C2410C',
      '700': '#9A3412',
    },
  }),
);

/*
 * A theme class sets every variable of the contract, the scale too, at its desktop values: without this the
 * campaign pages kept the desktop sizes in the phone's larger rem, their type two thirds of the site's on a
 * phone. Declared after the theme, so the phone scale wins inside it as it does at the root.
 */
globalStyle(campaignTheme, phoneScale);
