import * as webCommon from '@contract/api/calls/web/common';
import { api } from '@/app/api';
import { storage } from '@/lib/storage';
import type { Promotion } from '@machines/promotion';
import { PROMOTION_SEEN_KEY, PROMOTION_SEEN_SECONDS } from './promotionSeen';

/**
 * The basic data's promotion, unless this browser has seen the same one this season. Loaded only when a
 * promotion may be due, so a visit that shows none downloads none of it.
 */
export async function loadPromotion(): Promise<Promotion | null> {
  const data = await api.call(webCommon.getBasicData, {}, { silent: true });
  const mainTitle = data.promotionMainTitle.trim();
  if (!mainTitle || storage.get<string>(PROMOTION_SEEN_KEY, PROMOTION_SEEN_SECONDS) === mainTitle) return null;
  return { mainTitle, subtitle: data.promotionSubtitleTitle.trim() };
}
