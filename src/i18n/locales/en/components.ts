import type { Catalog } from '../../catalog';
import type { components as zh } from '../zh-CN/components';

export const components: Catalog<typeof zh> = {
  button: { loading: 'Loading' },
};
