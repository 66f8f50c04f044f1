import { style } from '@vanilla-extract/css';
import { BRAND_BAR_HEIGHT, brandBarSurface, brandLink } from '@/components/MobileNavbar/brandBar';

/** The brand bar over a campaign: the site's logo and name, in the site's own colours, linking home. */
export const header = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: BRAND_BAR_HEIGHT,
  ...brandBarSurface,
});

export const home = style(brandLink);

/** The offer under the bar, in the warm campaign colours. */
export const body = style({ flex: 1, display: 'flex', flexDirection: 'column', minWidth: 0 });
