export { Logo, logoSizes, logoTones } from './Logo';
export type { LogoProps, LogoSize, LogoTone } from './Logo';
export { LogoMark } from './LogoMark';
