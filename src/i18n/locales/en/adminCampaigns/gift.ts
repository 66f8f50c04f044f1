import type { Catalog } from '../../../catalog';
import type { gift as zh } from '../../zh-CN/adminCampaigns/gift';

export const gift: Catalog<typeof zh> = {};
