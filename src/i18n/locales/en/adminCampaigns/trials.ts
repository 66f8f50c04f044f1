import type { Catalog } from '../../../catalog';
import type { trials as zh } from '../../zh-CN/adminCampaigns/trials';

export const trials: Catalog<typeof zh> = {};
