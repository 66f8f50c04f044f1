import { storage } from '@/lib/storage';

/** The promotion this browser acknowledged, by its title: a new season's promotion has a new title. */
export const PROMOTION_SEEN_KEY = 'promotionSeen';
/** A season, about: the same promotion is not shown again within it. */
export const PROMOTION_SEEN_SECONDS = 120 * 24 * 3600;

export function markPromotionSeen(mainTitle: string): void {
  storage.set(PROMOTION_SEEN_KEY, mainTitle);
}
