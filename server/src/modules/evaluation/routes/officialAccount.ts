import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { answerFollower, type FollowerMessage } from '../officialAccount';

/** Where the official account's server configuration points (plaintext mode). */
export const OFFICIAL_ACCOUNT_PATH = '/api/wechat/official-account';

interface SignedQuery {
  signature?: string;
  timestamp?: string;
  nonce?: string;
  echostr?: string;
}

/** WeChat's signature of a message: SHA-1 of the token, timestamp and nonce, sorted and joined. */
export function officialAccountSignature(token: string, timestamp: string, nonce: string): string {
  return createHash('sha1').update([token, timestamp, nonce].sort().join('')).digest('hex');
}

function signedByWechat(token: string, query: SignedQuery): boolean {
  if (!query.signature || !query.timestamp || !query.nonce) return false;
  const expected = Buffer.from(officialAccountSignature(token, query.timestamp, query.nonce));
  const given = Buffer.from(query.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const parser = new XMLParser({ parseTagValue: false, processEntities: true });
const builder = new XMLBuilder({ cdataPropName: '#cdata' });

/** The follower's message in WeChat's XML, or null for anything the account does not answer. */
function readMessage(body: string): { message: FollowerMessage; account: string; id: string } | null {
  let xml: Record<string, unknown>;
  try {
    xml = ((parser.parse(body) as { xml?: Record<string, unknown> }).xml ?? {}) as Record<string, unknown>;
  } catch {
    return null;
  }
  const text = (name: string) => (typeof xml[name] === 'string' ? (xml[name] as string) : '');
  const openId = text('FromUserName');
  const account = text('ToUserName');
  if (!openId || !account) return null;
  const id = text('MsgId') || `${openId}:${text('CreateTime')}`;
  if (text('MsgType') === 'text') return { message: { openId, kind: 'text', text: text('Content') }, account, id };
  if (text('MsgType') === 'event' && text('Event') === 'subscribe')
    return { message: { openId, kind: 'subscribe' }, account, id };
  return null;
}

function textReply(to: string, from: string, content: string, now: Date): string {
  return builder.build({
    xml: {
      ToUserName: { '#cdata': to },
      FromUserName: { '#cdata': from },
      CreateTime: Math.floor(now.getTime() / 1000),
      MsgType: { '#cdata': 'text' },
      Content: { '#cdata': content },
    },
  }) as string;
}

/**
 * The official account's message server (/e/wxCode in production): WeChat checks the address with a signed GET
 * and then posts each follower's message as XML; the answer is the reply WeChat shows them. Only with
 * WECHAT_MESSAGE_TOKEN set, and only for requests carrying WeChat's signature.
 */
export function registerOfficialAccount(app: FastifyInstance): void {
  const { deps } = app;
  const token = deps.config.wechat.messageToken;
  if (!token) return;
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => done(null, body));

    scope.get(
      OFFICIAL_ACCOUNT_PATH,
      { schema: { hide: true } },
      async (request: FastifyRequest<{ Querystring: SignedQuery }>, reply) => {
        if (!signedByWechat(token, request.query)) return reply.code(403).type('text/plain').send('forbidden');
        return reply.type('text/plain').send(request.query.echostr ?? '');
      },
    );

    scope.post(
      OFFICIAL_ACCOUNT_PATH,
      { schema: { hide: true } },
      async (request: FastifyRequest<{ Querystring: SignedQuery }>, reply) => {
        if (!signedByWechat(token, request.query)) return reply.code(403).type('text/plain').send('forbidden');
        const read = readMessage(typeof request.body === 'string' ? request.body : '');
        // "success" tells WeChat there is nothing to reply (and not to retry).
        if (!read) return reply.type('text/plain').send('success');
        // WeChat retries a message it got no answer to in time: one message sends one SMS and issues one code.
        if ((await deps.store.incr(`e-wechat-msg:${read.id}`, 60)) > 1) return reply.type('text/plain').send('success');
        const content = await answerFollower(deps, read.message);
        return reply
          .type('application/xml; charset=utf-8')
          .send(textReply(read.message.openId, read.account, content, deps.now()));
      },
    );
  });
}
