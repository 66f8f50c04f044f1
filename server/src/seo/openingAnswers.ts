import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OPENING_ANSWERS_ID, openingAnswerKey } from '../../../contract/page/openingAnswers';
import { openingCalls, type OpeningCall } from '../../../contract/api/openingCalls';
import { findPage } from '../../../contract/routes/match';
import { CACHE_TAGS } from '../platform/cache/cacheTags';
import { readCookie } from '../platform/plugins/auth';
import { encryptWithPassphrase } from '../platform/crypto/bodyCipher';
import { imagePreloadTag } from './renderHead';

/** What a page's HTML carries of its first screen: the answers' data block and the preloads of its covers. */
export interface OpeningAnswers {
  block: string;
  preloads: string[];
  /** The same answers by their key, for the server's render of the page. */
  entries: Record<string, unknown>;
}

interface Answer {
  entry: readonly [string, unknown];
  covers: string[];
  followed: Answer | null;
}

/** The covers of an answer's first `count` list items (a page of course cards). */
function leadCovers(envelope: unknown, count: number): string[] {
  const list = (envelope as { appData?: { list?: unknown } }).appData?.list;
  if (!Array.isArray(list)) return [];
  return list
    .slice(0, count)
    .map((item) => (item as { coverUrl?: unknown }).coverUrl)
    .filter((url): url is string => typeof url === 'string' && url !== '');
}

/** What the browser's form encoding makes of the fields (src/api/http/form.ts: numbers and strings as text). */
function formOf(payload: Readonly<Record<string, string | number>>): string {
  return new URLSearchParams(Object.entries(payload).map(([name, value]) => [name, String(value)])).toString();
}

/**
 * The answers to the calls a page's first screen makes (contract/api/openingCalls.ts), as a JSON data
 * block for the page's HTML: each call is made here, through the same routes, checks and cache as the
 * browser's own call, so the first screen need not wait for a round trip after the scripts. Only for an
 * anonymous visit (a signed-in browser asks for itself, since some answers depend on who asks); a call that
 * fails is left out, and the browser makes it as usual.
 */
export function openingAnswers(app: FastifyInstance) {
  const { config, cache } = app.deps;
  return async function answersFor(request: FastifyRequest): Promise<OpeningAnswers | null> {
    if (readCookie(request, config.client.tokenName)) return null;
    const queryStart = request.url.indexOf('?');
    const page = findPage(queryStart === -1 ? request.url : request.url.slice(0, queryStart));
    if (!page) return null;
    const calls = openingCalls(page.path, new URLSearchParams(queryStart === -1 ? '' : request.url.slice(queryStart + 1)));
    if (calls.length === 0) return null;
    // The same for every anonymous visitor of the address: kept with the cached reads they are made of, and
    // dropped by any write (each answer is from a public read the write would have dropped). Not a page whose
    // call counts the visit.
    if (calls.some((call) => call.countsVisit)) return answerAll(request, calls);
    return cache.remember(`opening-answers:${request.url}`, [CACHE_TAGS.everyWrite], () => answerAll(request, calls));
  };

  async function answerAll(request: FastifyRequest, calls: readonly OpeningCall[]): Promise<OpeningAnswers | null> {
    const answer = async (call: OpeningCall): Promise<Answer | null> => {
      const form = formOf(call.payload);
      const body = config.encryptedBody
        ? new URLSearchParams({ data: encryptWithPassphrase(form, config.aesKey) }).toString()
        : form;
      const response = await app.inject({
        method: 'POST',
        url: call.path,
        payload: body,
        remoteAddress: request.ip,
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Org ${config.client.number}` },
      });
      if (response.statusCode !== 200) return null;
      const envelope = response.json<{ status?: unknown; appData?: unknown }>();
      if (envelope.status !== 1) return null;
      const covers = call.leadCovers ? leadCovers(envelope, call.leadCovers) : [];
      // A call made with this answer's data follows it, in the same HTML.
      const next = call.then?.(envelope.appData) ?? null;
      const followed = next ? await answer(next) : null;
      return { entry: [openingAnswerKey(call.path, form), envelope] as const, covers, followed };
    };
    const chain = (first: Answer | null): Answer[] => (first ? [first, ...chain(first.followed)] : []);
    const found = (await Promise.all(calls.map(answer))).flatMap(chain);
    if (found.length === 0) return null;
    // A data block is never run; `<` is escaped so no text in an answer can close the element.
    const entries = Object.fromEntries(found.map(({ entry }) => entry));
    const json = JSON.stringify(entries).replace(/</g, '\\u003c');
    return {
      entries,
      block: `<script type="application/json" id="${OPENING_ANSWERS_ID}">${json}</script>`,
      preloads: found.flatMap(({ covers }) => covers.map((cover) => imagePreloadTag(cover))).filter((tag) => tag !== null),
    };
  }
}

/** The page's HTML with the answers just before the end of its body. */
export function withOpeningAnswers(html: string, block: string | null): string {
  if (!block) return html;
  const at = html.search(/<\/body\s*>/i);
  return at === -1 ? `${html}${block}` : `${html.slice(0, at)}${block}\n  ${html.slice(at)}`;
}
