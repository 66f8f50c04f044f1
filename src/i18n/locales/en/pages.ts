import type { Catalog } from '../../catalog';
import type { pages as zh } from '../zh-CN/pages';

export const pages: Catalog<typeof zh> = {};
