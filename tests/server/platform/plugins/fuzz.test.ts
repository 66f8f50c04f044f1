import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encryptWithPassphrase } from '../../../../server/src/platform/crypto/bodyCipher';
import { createTestApp, type TestApp } from '../../support/testApp';
import { demoUserId } from '../../support/users';

/*
 * Property-based fuzzing of every call in the OpenAPI document: whatever arrives (wrong types, huge or NUL-laden
 * strings, nested objects and arrays, broken JSON and form bodies, broken encrypted bodies, bad and huge tokens),
 * the answer is an envelope and never HTTP 5xx. Calls are read from the document, so new ones are fuzzed without
 * editing this file. FUZZ_RUNS raises the runs per call for a longer local hunt.
 */

const RUNS_PER_CALL = Number(process.env.FUZZ_RUNS ?? 16);
const SEED = Number(process.env.FUZZ_SEED ?? 20260901);

interface Operation {
  path: string;
  fields: string[];
  secured: boolean;
  /**
   * Payment providers' callbacks (`/notify/{provider}`) answer in each provider's own format, not the envelope:
   * for them only "never 5xx" holds.
   */
  callback: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }; security?: unknown[] }
    >
  >;
}

function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) => {
    const post = methods.post;
    if (!post) return [];
    const content = post.requestBody?.content ?? {};
    const schema = Object.values(content)[0]?.schema;
    return [
      {
        path,
        fields: Object.keys(schema?.properties ?? {}),
        secured: (post.security ?? []).length > 0,
        callback: path.includes('{'),
      },
    ];
  });
}

const nasty = fc.constantFrom(
  '\u0000',
  'a\u0000b',
  '%00',
  '\uD800',
  '\uFFFF',
  '💥'.repeat(3000),
  '<script>alert(1)</script>',
  "' OR 1=1 --",
  '../../etc/passwd',
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  '99999999999999999999999',
  '0x1F',
  'true',
  'null',
  'undefined',
  '[object Object]',
  '__proto__',
  'constructor',
  ' ',
  '',
);

const hugeString = fc.integer({ min: 10_000, max: 300_000 }).map((length) => 'x'.repeat(length));

/** A value in a form body: text, repeated keys (arrays), bracketed nested keys. */
const formValue: fc.Arbitrary<string | string[]> = fc.oneof(
  nasty,
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer().map(String),
  fc.double().map(String),
  fc.array(fc.oneof(nasty, fc.string({ maxLength: 10 })), { minLength: 2, maxLength: 5 }),
  hugeString,
);

/** A value in a JSON body: anything JSON can carry, deep and wide. */
const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  nasty,
  fc.jsonValue({ maxDepth: 6 }),
  fc.anything({ maxDepth: 4, withNullPrototype: false }),
  fc.constant({ __proto__: { polluted: true }, constructor: { prototype: { polluted: true } } }),
  fc.array(fc.constant([]), { maxLength: 3 }).map((value) => Array(2000).fill(value)),
);

function encodeForm(fields: Record<string, string | string[]>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, item);
  }
  return params.toString();
}

type Body = { contentType?: string; payload: string | Buffer };

function bodyArbitrary(fields: string[]): fc.Arbitrary<Body> {
  const known = fields.length > 0 ? fc.constantFrom(...fields) : fc.constant('x');
  const anyKey = fc.oneof(
    known,
    fc.string({ maxLength: 12 }),
    fc.constant('__proto__'),
    known.map((key) => `${key}[nested]`),
  );
  const formFields = fc.dictionary(anyKey, formValue, { maxKeys: 6 });
  const jsonFields = fc.dictionary(anyKey, jsonValue, { maxKeys: 6 });
  // Every field with a plausible value and some of them wrong, so that handlers (not only validation) are reached.
  const plausible = fc.oneof(
    fc.constantFrom('1', '2', '10', 'all', 'alipay', 'desktop', 'primary', '五年级', '13800000000'),
    nasty,
  );
  const nearlyValid = fc.tuple(...fields.map((field) => plausible.map((value) => [field, value] as const)));
  return fc.oneof(
    {
      weight: 3,
      arbitrary: nearlyValid.map((entries) => ({
        contentType: 'application/x-www-form-urlencoded',
        payload: encodeForm(Object.fromEntries(entries)),
      })),
    },
    formFields.map((record) => ({ contentType: 'application/x-www-form-urlencoded', payload: encodeForm(record) })),
    jsonFields.map((record) => ({ contentType: 'application/json', payload: JSON.stringify(record) })),
    fc.jsonValue().map((value) => ({ contentType: 'application/json', payload: JSON.stringify(value) })),
    // Broken bodies: truncated JSON, bad percent escapes, random bytes, a lying content type.
    jsonFields.map((record) => ({ contentType: 'application/json', payload: JSON.stringify(record).slice(0, -1) || '{' })),
    fc
      .string({ maxLength: 60 })
      .map((text) => ({ contentType: 'application/x-www-form-urlencoded', payload: `%zz${text}%E0%A4%A=` })),
    fc.uint8Array({ maxLength: 200 }).map((bytes) => ({
      contentType: 'application/x-www-form-urlencoded',
      payload: Buffer.from(bytes),
    })),
    fc.uint8Array({ maxLength: 200 }).map((bytes) => ({ contentType: 'application/json', payload: Buffer.from(bytes) })),
    fc
      .constantFrom(
        'text/plain',
        'multipart/form-data; boundary=x',
        'application/xml',
        'image/png',
        'application/json; charset=latin1',
      )
      .map((contentType) => ({ contentType, payload: 'a=1' })),
    fc.constant({ payload: 'a=1' }),
  );
}

/** Bodies for the encrypted mode: not encrypted, garbage ciphertext, and real ciphertext of garbage plaintext. */
function encryptedBodyArbitrary(fields: string[], aesKey: string): fc.Arbitrary<Body> {
  const form = (data: string) => ({ contentType: 'application/x-www-form-urlencoded', payload: encodeForm({ data }) });
  const plain = fc.oneof(
    fc.dictionary(fields.length > 0 ? fc.constantFrom(...fields) : fc.constant('x'), formValue, { maxKeys: 4 }).map(encodeForm),
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.constantFrom('{', '{"a":', '[1,2]', '{}x', '\u0000'),
    fc.string({ unit: 'binary', maxLength: 80 }),
  );
  return fc.oneof(
    bodyArbitrary(fields),
    fc.string({ maxLength: 200 }).map(form),
    fc.base64String({ maxLength: 200 }).map(form),
    plain.map((text) => form(encryptWithPassphrase(text, aesKey))),
    plain.map((text) => form(encryptWithPassphrase(text, aesKey).slice(0, -4))),
  );
}

function authorisationArbitrary(validToken: string): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constant(`Bearer ${validToken}`) },
    fc.constant(undefined),
    fc.constant('Org 20260001'),
    fc.constantFrom('Bearer', 'Bearer ', 'Org', 'Basic Zm9vOmJhcg==', 'Bearer \u0000', `Bearer ${validToken}x`, 'Org 99999999'),
    fc.string({ maxLength: 60 }).map((text) => `Bearer ${text}`),
    fc.integer({ min: 4_000, max: 12_000 }).map((length) => `Bearer ${'A'.repeat(length)}`),
  );
}

const pathParameter = fc.oneof(fc.constantFrom('sandbox', 'alipay', 'wechat', 'icbc'), fc.string({ maxLength: 20 }));

/** The operation's address, with any path parameter filled in. */
function urlOf(operation: Operation, parameter: string): string {
  return operation.path.replace(/\{[^}]+\}/g, encodeURIComponent(parameter));
}

function checkAnswer(operation: Operation, response: LightMyRequestResponse, label: string): void {
  expect(response.statusCode, `${label}\n${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (!operation.callback) checkEnvelope(response, label);
}

function checkEnvelope(response: LightMyRequestResponse, label: string): void {
  let body: unknown;
  try {
    body = response.json();
  } catch {
    throw new Error(`${label}: answer is not JSON: ${response.body.slice(0, 200)}`);
  }
  expect(body, label).toMatchObject({ status: expect.any(Number), message: expect.any(String) });
  const envelope = body as { status: number; message: string; appData: unknown };
  expect([0, 1, 2, 4], label).toContain(envelope.status);
  expect('appData' in envelope, label).toBe(true);
  if (envelope.status !== 1) expect(envelope.message.length, label).toBeGreaterThan(0);
}

function headerValue(value: string | undefined): string | undefined {
  // Node refuses some characters in header values before the request is sent; those never reach a server.
  return value === undefined || /^[\t\x20-\x7e]*$/.test(value) ? value : undefined;
}

describe('fuzzing every call of the OpenAPI document', () => {
  let plain: TestApp;
  let encrypted: TestApp;
  let operations: Operation[];
  let token: string;
  let encryptedToken: string;

  beforeAll(async () => {
    plain = await createTestApp();
    encrypted = await createTestApp({ db: plain.db, env: { ENCRYPTED_BODY: 'true' } });
    const student = await demoUserId(plain.db, 'student');
    ({ token } = await plain.app.deps.sessions.issueSession(student, 'fuzz'));
    ({ token: encryptedToken } = await encrypted.app.deps.sessions.issueSession(student, 'fuzz-encrypted'));
    const document = (await plain.app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
    operations = operationsOf(document);
  });
  afterAll(async () => {
    await encrypted?.close();
    await plain?.close();
  });

  it('finds the calls in the document, public and signed-in', () => {
    expect(operations.length).toBeGreaterThan(70);
    expect(operations.some((operation) => operation.secured)).toBe(true);
    expect(operations.every((operation) => operation.path.startsWith('/api/'))).toBe(true);
  });

  it('answers every call with an envelope and never 5xx, whatever the body and token', { timeout: 120_000 }, async () => {
    for (const operation of operations) {
      await fc.assert(
        fc.asyncProperty(
          bodyArbitrary(operation.fields),
          authorisationArbitrary(token),
          pathParameter,
          async (body, authorization, parameter) => {
            const response = await plain.app.inject({
              method: 'POST',
              url: urlOf(operation, parameter),
              payload: body.payload,
              headers: {
                ...(body.contentType ? { 'content-type': body.contentType } : {}),
                ...(headerValue(authorization) ? { authorization: headerValue(authorization) } : {}),
              },
              remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
            });
            checkAnswer(
              operation,
              response,
              `${operation.path} ${body.contentType ?? '(no type)'} ${String(body.payload).slice(0, 120)}`,
            );
          },
        ),
        { numRuns: RUNS_PER_CALL, seed: SEED, endOnFailure: true },
      );
    }
  });

  it('answers every call with an envelope and never 5xx when bodies must be encrypted', { timeout: 120_000 }, async () => {
    for (const operation of operations) {
      await fc.assert(
        fc.asyncProperty(
          encryptedBodyArbitrary(operation.fields, encrypted.config.aesKey),
          authorisationArbitrary(encryptedToken),
          pathParameter,
          async (body, authorization, parameter) => {
            const response = await encrypted.app.inject({
              method: 'POST',
              url: urlOf(operation, parameter),
              payload: body.payload,
              headers: {
                ...(body.contentType ? { 'content-type': body.contentType } : {}),
                ...(headerValue(authorization) ? { authorization: headerValue(authorization) } : {}),
              },
              remoteAddress: `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
            });
            checkAnswer(operation, response, `${operation.path} (encrypted) ${String(body.payload).slice(0, 120)}`);
          },
        ),
        { numRuns: Math.max(4, Math.floor(RUNS_PER_CALL / 2)), seed: SEED, endOnFailure: true },
      );
    }
  });
});
