import { describe, expect, it } from 'vitest';
import { smsPurposeRegistrations } from '../../../../server/src/modules';
import { SMS_TYPES } from '../../../../contract/vocabulary/sms';
import { createSmsPurposes, type SmsPurposePolicy } from '../../../../server/src/modules/accounts/smsPurposes';

const anyCode: SmsPurposePolicy = { deliveryOf: async () => 'code' };

describe('SMS purposes', () => {
  it('has a policy for every main-site SMS type and for the evaluation area’s login and reset', () => {
    const purposes = createSmsPurposes(smsPurposeRegistrations);
    for (const type of SMS_TYPES) expect(() => purposes.policyOf('site', type), type).not.toThrow();
    expect(() => purposes.policyOf('evaluation', '2')).not.toThrow();
    expect(() => purposes.policyOf('evaluation', '3')).not.toThrow();
    expect(() => purposes.policyOf('evaluation', '5')).toThrow('SMS purpose evaluation 5 has no policy');
  });

  it('asks for the image captcha always for the gift claim only', () => {
    const purposes = createSmsPurposes(smsPurposeRegistrations);
    const always = SMS_TYPES.filter((type) => purposes.policyOf('site', type).alwaysWithCaptcha);
    expect(always).toEqual(['5']);
  });

  it('refuses a purpose registered twice', () => {
    expect(() =>
      createSmsPurposes([(register) => register('site', '1', anyCode), (register) => register('site', '1', anyCode)]),
    ).toThrow('SMS purpose site 1 is registered twice');
  });

  it('keeps each registry to itself', () => {
    const one = createSmsPurposes([(register) => register('site', '1', anyCode)]);
    createSmsPurposes([(register) => register('site', '2', anyCode)]);
    expect(() => one.policyOf('site', '2')).toThrow();
  });
});
