/** The parents section of /admin/campaigns. */
export function ParentTextsSection(_props: { canWrite: boolean }) {
  return null;
}
