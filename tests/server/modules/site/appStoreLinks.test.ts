import { afterEach, describe, expect, it } from 'vitest';
import * as common from '../../../../contract/api/schemas/web/common';
import { demoContent } from '../../../../server/src/platform/db/seed';
import { createTestApp, type TestApp } from '../../support/testApp';
import { problemsOf } from '../../support/productionEnv';

/* /m/download's store buttons follow the operator's APP_IOS_URL and APP_ANDROID_URL; without them, none. */

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('the app store links of the basic data', () => {
  it('are the configured ones, ahead of the site content’s', async () => {
    t = await createTestApp({
      env: {
        APP_IOS_URL: 'https://apps.apple.com/cn/app/id1234567890',
        APP_ANDROID_URL: 'https://sj.qq.com/appdetail/cn.example.app',
      },
    });
    const { appDownload } = await t.ok(common.getBasicData);
    expect(appDownload).toMatchObject({
      iosUrl: 'https://apps.apple.com/cn/app/id1234567890',
      androidUrl: 'https://sj.qq.com/appdetail/cn.example.app',
      iosNote: demoContent.basicData.appDownload.iosNote,
    });
  });

  it('are empty on a site whose content and configuration name no store', async () => {
    t = await createTestApp({ seed: false });
    const { appDownload } = await t.ok(common.getBasicData);
    expect(appDownload).toMatchObject({ iosUrl: '', androidUrl: '' });
  });

  it('must be https addresses', () => {
    expect(
      problemsOf({ NODE_ENV: 'test', APP_IOS_URL: 'javascript:alert(1)', APP_ANDROID_URL: 'http://apk.example/app.apk' }),
    ).toEqual([expect.stringContaining('APP_IOS_URL'), expect.stringContaining('APP_ANDROID_URL')]);
  });
});
