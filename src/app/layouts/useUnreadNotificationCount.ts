/**
 * The logged-in user's unread notification count for the navigation bars, or null while it is not known.
 *
 * SEAM: the unread-count call belongs to the notification center (personal/notification), which is being
 * built separately; until it exists this answers null and the badge stays hidden. Wire the call here (a
 * query keyed by rsNo) and both the mobile navbar and the desktop header can show it.
 */
export function useUnreadNotificationCount(rsNo: string | null): number | null {
  void rsNo;
  return null;
}
