import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freeCourseOffers } from '../../../../contract/api/schemas/user/campaign';
import { trustedSender } from '../../../../server/src/platform/plugins/requestId';
import { route } from '../../../../server/src/platform/plugins/define';
import { createTestApp, type TestApp } from '../../support/testApp';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Collects the JSON lines the server logs. */
function logSink() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  return { lines, stream };
}

describe('request ids', () => {
  const direct = logSink();
  const proxied = logSink();
  let t: TestApp;
  let behindProxy: TestApp;
  beforeAll(async () => {
    const failing = [
      route(freeCourseOffers, () => {
        throw new Error('boom');
      }),
    ];
    t = await createTestApp({ seed: false, build: { logger: { level: 'info', stream: direct.stream }, routes: failing } });
    behindProxy = await createTestApp({
      seed: false,
      env: { TRUST_PROXY: 'on' },
      build: { logger: { level: 'info', stream: proxied.stream }, routes: failing },
    });
    // Two fresh databases: slow on a busy machine.
  }, 240_000);
  afterAll(async () => {
    await t?.close();
    await behindProxy?.close();
  });

  it('gives every answer a fresh id in x-request-id, also a 404', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    const second = await t.app.inject({ method: 'POST', url: freeCourseOffers.path, payload: '' });
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('puts the id on the log lines of the request, the same one the answer carries', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: freeCourseOffers.path,
      payload: '',
      headers: { authorization: `Org ${t.config.orgNumber}`, 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.statusCode).toBe(500);
    const id = answer.headers['x-request-id'];
    const line = direct.lines.find((entry) => entry.msg === 'request failed' && entry.reqId === id);
    expect(line).toBeDefined();
    expect(direct.lines.filter((entry) => entry.msg === 'request failed').every((entry) => typeof entry.reqId === 'string')).toBe(
      true,
    );
  });

  it("keeps a trusted proxy's well-formed id and logs with it", async () => {
    const id = 'nginx-3f2a9c1e7b4d';
    const answer = await behindProxy.app.inject({
      method: 'POST',
      url: freeCourseOffers.path,
      payload: '',
      headers: {
        'x-request-id': id,
        authorization: `Org ${behindProxy.config.orgNumber}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
    });
    expect(answer.headers['x-request-id']).toBe(id);
    expect(proxied.lines.some((entry) => entry.reqId === id && entry.msg === 'request failed')).toBe(true);
  });

  it('replaces a malformed id, and any id from a client when no proxy is trusted', async () => {
    for (const given of ['short', 'has spaces in it', 'x'.repeat(200), 'line\\nbreak-injected', '<script>alert(1)</script>']) {
      const answer = await behindProxy.app.inject({
        method: 'GET',
        url: '/api/nothing-here',
        headers: { 'x-request-id': given },
      });
      expect(answer.headers['x-request-id']).toMatch(UUID);
    }
    const direct = await t.app.inject({
      method: 'GET',
      url: '/api/nothing-here',
      headers: { 'x-request-id': 'nginx-3f2a9c1e7b4d' },
    });
    expect(direct.headers['x-request-id']).toMatch(UUID);
  });
});

describe('trustedSender', () => {
  it('believes only the addresses TRUST_PROXY names', () => {
    const trusted = trustedSender(['127.0.0.1', '172.28.0.0/16', 'fd00::/8']);
    expect(trusted('127.0.0.1')).toBe(true);
    expect(trusted('::ffff:172.28.3.4')).toBe(true);
    expect(trusted('fd00::5')).toBe(true);
    expect(trusted('172.29.0.1')).toBe(false);
    expect(trusted('203.0.113.9')).toBe(false);
    expect(trusted(undefined)).toBe(false);
    expect(trustedSender(true)('203.0.113.9')).toBe(true);
    expect(trustedSender(false)('127.0.0.1')).toBe(false);
  });
});
