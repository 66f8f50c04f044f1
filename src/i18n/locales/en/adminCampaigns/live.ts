import type { Catalog } from '../../../catalog';
import type { live as zh } from '../../zh-CN/adminCampaigns/live';

export const live: Catalog<typeof zh> = {};
