import type { Catalog } from '../../catalog';
import type { shell as zh } from '../zh-CN/shell';

export const shell: Catalog<typeof zh> = {};
