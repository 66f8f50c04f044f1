export { Card, cardElements, cardLayouts, cardTitleLevels, cardVariants } from './Card';
export type { CardElement, CardLayout, CardProps, CardTitleLevel, CardVariant } from './Card';
