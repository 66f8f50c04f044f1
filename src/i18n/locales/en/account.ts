import type { Catalog } from '../../catalog';
import type { account as zh } from '../zh-CN/account';

export const account: Catalog<typeof zh> = {};
