import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as account from '../../../../contract/api/schemas/evaluation/account';
import { DEMO_ACCOUNTS } from '../../../../server/src/platform/db/seed';
import {
  OFFICIAL_ACCOUNT_PATH,
  officialAccountSignature,
} from '../../../../server/src/modules/evaluation/routes/officialAccount';
import { OFFICIAL_ACCOUNT_REPLIES } from '../../../../server/src/modules/evaluation/officialAccount';
import { createTestApp, type TestApp } from '../../support/testApp';
import { latestCode, newPhone } from '../accounts/helpers';

/* /e/wxCode in production: the official account's message server answers a follower with a login code. */

const TOKEN = 'xuebanOfficialToken2026';
const ACCOUNT = 'gh_0123456789ab';
const demo = DEMO_ACCOUNTS.evaluation;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { WECHAT_MESSAGE_TOKEN: TOKEN } });
});
afterAll(async () => {
  await t?.close();
});

function signedQuery(token = TOKEN): string {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomBytes(6).toString('hex');
  return new URLSearchParams({ signature: officialAccountSignature(token, timestamp, nonce), timestamp, nonce }).toString();
}

const follower = () => `oFollower${randomBytes(8).toString('hex')}`;

/** A follower's text message as WeChat posts it, and the text of the account's reply. */
async function say(openId: string, text: string, query = signedQuery()) {
  const body = `<xml><ToUserName><![CDATA[${ACCOUNT}]]></ToUserName><FromUserName><![CDATA[${openId}]]></FromUserName><CreateTime>${Math.floor(Date.now() / 1000)}</CreateTime><MsgType><![CDATA[text]]></MsgType><Content><![CDATA[${text}]]></Content><MsgId>${randomBytes(8).readBigUInt64BE()}</MsgId></xml>`;
  const answer = await t.app.inject({
    method: 'POST',
    url: `${OFFICIAL_ACCOUNT_PATH}?${query}`,
    headers: { 'content-type': 'text/xml' },
    payload: body,
  });
  const content = /<Content><!\[CDATA\[([\s\S]*?)\]\]><\/Content>/.exec(answer.body)?.[1];
  return { status: answer.statusCode, body: answer.body, content };
}

describe('the official account message server', () => {
  it('answers WeChat’s signed address check with the echo string, and refuses an unsigned one', async () => {
    const good = await t.app.inject({ method: 'GET', url: `${OFFICIAL_ACCOUNT_PATH}?${signedQuery()}&echostr=5678` });
    expect(good.statusCode).toBe(200);
    expect(good.body).toBe('5678');
    const forged = await t.app.inject({
      method: 'GET',
      url: `${OFFICIAL_ACCOUNT_PATH}?${signedQuery('otherToken')}&echostr=5678`,
    });
    expect(forged.statusCode).toBe(403);
  });

  it('refuses a message without WeChat’s signature', async () => {
    const forged = await say(follower(), '测评', signedQuery('otherToken'));
    expect(forged.status).toBe(403);
    expect(forged.content).toBeUndefined();
  });

  it('tells a follower whose WeChat is not bound how to bind it', async () => {
    const reply = await say(follower(), '测评');
    expect(reply.status).toBe(200);
    expect(reply.body).toContain(`<ToUserName><![CDATA[`);
    expect(reply.body).toContain(`<FromUserName><![CDATA[${ACCOUNT}]]></FromUserName>`);
    expect(reply.content).toBe(OFFICIAL_ACCOUNT_REPLIES.notBound);
  });

  it('binds a follower through an SMS code, then replies with a login code that signs in once', async () => {
    const openId = follower();
    expect((await say(openId, `绑定 ${demo.phone}`)).content).toBe(OFFICIAL_ACCOUNT_REPLIES.bindSent);
    const smsCode = await latestCode(t, demo.phone);
    expect(smsCode).toMatch(/^\d{6}$/);
    const bound = await say(openId, smsCode!);
    const loginCode = /登录码：(\d{6})/.exec(bound.content ?? '')?.[1];
    expect(bound.content).toMatch(/^绑定成功/);
    expect((await t.ok(account.wechatSignIn, { code: loginCode! })).user.phone).toBe('137****7000');
    expect(await t.fails(account.wechatSignIn, { code: loginCode! })).toBe('登录码错误或已过期，请在公众号重新获取');

    // From now on “测评” is enough.
    const again = /登录码：(\d{6})/.exec((await say(openId, '测评')).content ?? '')?.[1];
    expect((await t.ok(account.wechatSignIn, { code: again! })).user.phone).toBe('137****7000');
  });

  it('answers a phone without an account exactly like one with, and sends it nothing', async () => {
    const phone = newPhone();
    const openId = follower();
    expect((await say(openId, `绑定${phone}`)).content).toBe(OFFICIAL_ACCOUNT_REPLIES.bindSent);
    expect(await latestCode(t, phone)).toBeUndefined();
    expect((await say(openId, '123456')).content).toBe(OFFICIAL_ACCOUNT_REPLIES.bindWrong(4));
  });

  it('gives a binding five tries, then asks to start again', async () => {
    const openId = follower();
    await say(openId, `绑定${demo.phone}`);
    const right = (await latestCode(t, demo.phone))!;
    const wrong = right === '000000' ? '111111' : '000000';
    for (let left = 4; left >= 1; left -= 1)
      expect((await say(openId, wrong)).content).toBe(OFFICIAL_ACCOUNT_REPLIES.bindWrong(left));
    expect((await say(openId, wrong)).content).toBe(OFFICIAL_ACCOUNT_REPLIES.bindDead);
    expect((await say(openId, right)).content).toBe(OFFICIAL_ACCOUNT_REPLIES.bindNone);
  });

  it('five concurrent wrong binding codes use up the tries and a sixth never matches', async () => {
    const openId = follower();
    await say(openId, `绑定${demo.phone}`);
    const right = (await latestCode(t, demo.phone))!;
    const wrong = right === '000000' ? '111111' : '000000';
    const replies = await Promise.all(Array.from({ length: 5 }, () => say(openId, wrong)));
    // Each guess got a try of its own: no two were told the same number of tries left.
    expect(replies.map((reply) => reply.content).sort()).toEqual(
      [...[4, 3, 2, 1].map((left) => OFFICIAL_ACCOUNT_REPLIES.bindWrong(left)), OFFICIAL_ACCOUNT_REPLIES.bindDead].sort(),
    );
    expect((await say(openId, right)).content).toBe(OFFICIAL_ACCOUNT_REPLIES.bindNone);
    expect((await say(openId, '测评')).content).toBe(OFFICIAL_ACCOUNT_REPLIES.notBound);
  });

  it('does not exist without WECHAT_MESSAGE_TOKEN', async () => {
    const without = await createTestApp({ seed: false });
    try {
      const answer = await without.app.inject({ method: 'GET', url: `${OFFICIAL_ACCOUNT_PATH}?${signedQuery()}&echostr=1` });
      expect(answer.statusCode).toBe(404);
    } finally {
      await without.close();
    }
  });
});
