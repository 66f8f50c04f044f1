/** The trials section of /admin/campaigns. */
export function TrialsSection(_props: { canWrite: boolean }) {
  return null;
}
