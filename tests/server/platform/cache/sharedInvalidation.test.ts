import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as admin from '../../../../contract/api/schemas/admin/news';
import * as web from '../../../../contract/api/schemas/web/information';
import { createTestApp, type TestApp } from '../../support/testApp';
import { staffSignIns } from '../../modules/console/staffHelpers';

// Two instances on one database, each with its own read cache, as behind the load balancer.
let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp();
  // One clock for both, as the machines of one deployment keep time together.
  second = await createTestApp({ db: first.db, build: { rowChanges: first.rowChanges!, clock: () => first.clock.now } });
});
afterAll(async () => {
  await second?.close();
  await first?.close();
});

const titlesOn = async (app: TestApp) => (await app.ok(web.findArticles, { page: 1, size: 50 })).list.map((card) => card.title);

describe('the public read cache across instances', () => {
  it('drops a published article’s list on the other instance too, before its entries expire', async () => {
    const token = await staffSignIns(() => first).signIn('contentEditor');
    const before = await titlesOn(second);
    const draft = await first.ok(
      admin.saveArticle,
      { categoryId: 1, title: '两台实例同时看到', contentHtml: '<p>正文</p>', isTop: '0' },
      { token },
    );
    await first.ok(admin.setArticleStatus, { articleId: draft.id, status: 'published', version: 1 }, { token });
    await first.rowChanges!.caughtUp();
    // The second instance had the list cached (30 s) and never saw the write itself.
    expect(before).not.toContain('两台实例同时看到');
    expect(await titlesOn(second)).toContain('两台实例同时看到');
  });
});
