import type { Catalog } from '../../../catalog';
import type { parents as zh } from '../../zh-CN/adminCampaigns/parents';

export const parents: Catalog<typeof zh> = {};
