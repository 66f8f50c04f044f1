/** The live section of /admin/campaigns. */
export function LiveSection(_props: { canWrite: boolean }) {
  return null;
}
