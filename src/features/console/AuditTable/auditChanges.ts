/** One field of a record as an audit entry shows it: its value before and after the write. */
export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

/** A field's value as text; null where the record had no such field (or no record). */
export type ShowValue = (field: string, value: unknown) => string | null;

export const showRaw: ShowValue = (_field, value) => {
  if (value === null || value === undefined) return null;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
};

function fields(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/**
 * The fields a write changed, in the order the record names them: a new record shows every field it was
 * created with, a change only the fields that differ.
 */
export function auditChanges(before: unknown, after: unknown, show: ShowValue = showRaw): AuditChange[] {
  const was = fields(before);
  const is = fields(after);
  const names = [...new Set([...Object.keys(was), ...Object.keys(is)])];
  return names
    .map((field) => ({ field, before: show(field, was[field]), after: show(field, is[field]) }))
    .filter((change) => change.before !== change.after);
}
