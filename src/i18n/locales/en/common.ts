import type { Catalog } from '../../catalog';
import type { common as zh } from '../zh-CN/common';

export const common: Catalog<typeof zh> = {};
