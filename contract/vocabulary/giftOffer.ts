/** Whether the gift offer takes claims at `now`: switched on by staff and before its end (ISO, or null for none). */
export function giftOpenAt(offer: { isOpen: boolean; endsAt: string | null }, now: Date): boolean {
  return offer.isOpen && (offer.endsAt === null || now.getTime() < Date.parse(offer.endsAt));
}
