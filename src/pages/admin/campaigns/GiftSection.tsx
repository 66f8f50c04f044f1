/** The gift section of /admin/campaigns. */
export function GiftSection(_props: { canWrite: boolean }) {
  return null;
}
