import { neutralColors as neutral } from '@tokens/index';
/*
 * A picture frame with a crack through it. It is a data URI so it shows even when the network that lost
 * the original image is gone; a data URI cannot read CSS variables, so it takes the token values directly.
 */
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 180">
<rect width="240" height="180" fill="${neutral['100']}"/>
<g transform="translate(94 66)" fill="none" stroke-linecap="round" stroke-linejoin="round">
<rect x="1" y="1" width="50" height="42" rx="6" fill="${neutral['0']}" stroke="${neutral['300']}" stroke-width="2"/>
<circle cx="15" cy="14" r="5" fill="${neutral['300']}"/>
<path d="M5 38l13-12 8 7 9-10 12 15z" fill="${neutral['300']}"/>
<path d="M40-2L10 48" stroke="${neutral['100']}" stroke-width="6"/>
<path d="M40-2L10 48" stroke="${neutral['400']}" stroke-width="2"/>
</g>
</svg>`;

export const defaultFallbackSrc = `data:image/svg+xml,${encodeURIComponent(svg)}`;
