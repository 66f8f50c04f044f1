import { describe, expect, it } from 'vitest';
import { auditChanges } from '@/features/console/AuditTable';

describe('the changes an audit entry shows', () => {
  it('lists only the fields a change touched', () => {
    expect(auditChanges({ name: '王珊', role: 'readOnly' }, { name: '王珊', role: 'finance' })).toEqual([
      { field: 'role', before: 'readOnly', after: 'finance' },
    ]);
  });

  it('lists every field of a new record with nothing before', () => {
    expect(auditChanges(null, { name: '孙磊', disabled: false })).toEqual([
      { field: 'name', before: null, after: '孙磊' },
      { field: 'disabled', before: null, after: 'false' },
    ]);
  });

  it('names the values the way it is told to', () => {
    const show = (_field: string, value: unknown) => (value === true ? '是' : value === false ? '否' : null);
    expect(auditChanges({ disabled: false }, { disabled: true }, show)).toEqual([
      { field: 'disabled', before: '否', after: '是' },
    ]);
  });
});
