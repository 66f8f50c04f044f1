import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user, webCalls, type ApiCall } from '../../../../contract/api/schemas';
import * as customer from '../../../../contract/api/schemas/web/customer';
import * as userCustomer from '../../../../contract/api/schemas/user/customer';
import { createTestApp, type TestApp } from '../../support/testApp';
import { demoUserId } from '../../support/users';

const userCalls: ApiCall[] = Object.values(user).flatMap((module) =>
  typeof module === 'object'
    ? Object.values(module).filter((value): value is ApiCall => typeof value === 'object' && value !== null && 'request' in value)
    : [],
);

/** What an attacker or a broken client sends instead of a proper value. */
const BAD_VALUES: Record<string, string | string[]> = {
  'a NUL byte': 'a\u0000b',
  'a 20 000-character string': '字'.repeat(20_000),
  'a negative number': '-1',
  'a huge number': '99999999999999999999',
  'an array': ['1', '2'],
  'markup with a control character': '<script>\u0007</script>',
};

describe('bad input to every call', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    ({ token } = await t.app.deps.sessions.issueSession(await demoUserId(t.db, 'newStudent'), 'bad-input'));
  });
  afterAll(async () => {
    await t?.close();
  });

  const calls = [...webCalls, ...userCalls];

  it('walks a good number of calls and fields', () => {
    expect(calls.length).toBeGreaterThan(55);
  });

  it('answers status 0 naming the field, never HTTP 500, for a NUL byte in any field of any call', async () => {
    for (const call of calls) {
      for (const field of Object.keys(call.request.shape)) {
        const response = await t.post(call.path, { [field]: 'x\u0000' }, call.auth ? { token } : {});
        const label = `${call.path} ${field}`;
        expect(response.statusCode, label).toBeLessThan(500);
        expect(response.json(), label).toEqual({ status: 0, message: `参数 ${field} 包含不允许的控制字符`, appData: null });
      }
    }
  });

  it('answers status 0, never HTTP 500, for long strings, negative or huge numbers and arrays in any field', async () => {
    for (const call of calls) {
      for (const field of Object.keys(call.request.shape)) {
        for (const [what, value] of Object.entries(BAD_VALUES)) {
          const response = await t.post(call.path, { [field]: value } as never, call.auth ? { token } : {});
          const label = `${call.path} ${field} with ${what}`;
          expect(response.statusCode, label).toBeLessThan(500);
          const body = response.json<{ status: number; message: string }>();
          // Alone, a field may be acceptable (an optional keyword) while the call still lacks its required ones.
          expect([0, 1], label).toContain(body.status);
          if (body.status === 0) expect(body.message.length, label).toBeGreaterThan(2);
        }
      }
    }
  });

  it('answers the adviser checks that once crashed on %00 with a clear refusal', async () => {
    const check = await t.post(customer.checkAdviserAuthenticity.path, 'keyWord=%00');
    expect(check.json()).toEqual({ status: 0, message: '参数 keyWord 包含不允许的控制字符', appData: null });
    const lookup = await t.post(userCustomer.findAdviserByAppUUId.path, 'appUUId=abc%00', { token });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.json()).toEqual({ status: 0, message: '参数 appUUId 包含不允许的控制字符', appData: null });
  });

  it('keeps line breaks and tabs, which people do type', async () => {
    const envelope = await t.call(customer.checkAdviserAuthenticity, { keyWord: 'xb_zhang\n\t' });
    expect(envelope).toMatchObject({ status: 1, appData: { isAuthentic: false } });
  });
});
