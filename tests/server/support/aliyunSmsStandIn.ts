import { createHash, createHmac, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { standIn, type StandIn } from '../modules/commerce/providerStandIn';

/**
 * Aliyun's SendSms (Dysmsapi 2017-05-25) played on loopback. It checks each request the way Aliyun's gateway
 * does with signature V3 (ACS3-HMAC-SHA256), as Aliyun documents it in "V3版本请求体&签名机制" (help.aliyun.com,
 * sdk/product-overview/v3-request-structure-and-signature) — not with the SDK's own signing code, so a client that
 * signs wrongly is refused here as it would be by Aliyun.
 */

export const ACS3_ALGORITHM = 'ACS3-HMAC-SHA256';
/** How far x-acs-date may lie from the gateway's clock: Aliyun takes a request only within 15 minutes. */
export const ACS3_DATE_TOLERANCE_MS = 15 * 60_000;

const sha256Hex = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** RFC 3986 encoding the documentation asks for: unreserved characters stay, space is %20, `*` is %2A, `~` stays. */
export function acs3Encode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** Parameters sorted by name, names and values encoded, `name=value` joined by `&` (an empty value keeps its `=`). */
export function acs3CanonicalQuery(params: [string, string][]): string {
  return params
    .map(([name, value]) => [acs3Encode(name), acs3Encode(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${value}`)
    .join('&');
}

export interface Acs3Request {
  method: string;
  /** The encoded resource path: `/` for RPC-style operations such as SendSms. */
  path: string;
  query: [string, string][];
  /** Header names in lower case. */
  headers: Record<string, string>;
  /** The names of the signed headers, as listed in the Authorization header. */
  signedHeaders: string[];
  body: Buffer | string;
}

/** Signature V3: the canonical request, its SHA-256 in the string to sign, and the HMAC-SHA256 of that with the secret. */
export function acs3Signature(request: Acs3Request, accessKeySecret: string): string {
  const signed = [...request.signedHeaders].map((name) => name.toLowerCase()).sort();
  const canonicalHeaders = signed.map((name) => `${name}:${(request.headers[name] ?? '').trim()}\n`).join('');
  const canonicalRequest = [
    request.method.toUpperCase(),
    request.path || '/',
    acs3CanonicalQuery(request.query),
    canonicalHeaders,
    signed.join(';'),
    sha256Hex(request.body),
  ].join('\n');
  const stringToSign = `${ACS3_ALGORITHM}\n${sha256Hex(canonicalRequest)}`;
  return createHmac('sha256', accessKeySecret).update(stringToSign).digest('hex');
}

/** A text message the stand-in took: what the phone would receive. */
export interface AliyunSentSms {
  phone: string;
  /** The `code` of the template parameters ('' for a template without one). */
  code: string;
  signName: string;
  templateCode: string;
  params: Record<string, string>;
}

/** What StandIn hands its answer function: the request already read, its body included. */
type SeenRequest = Parameters<Parameters<typeof standIn>[0]>[0];

export interface AliyunSmsStandIn {
  /** Answers a request: for `standIn(handler)`, or as a node:http request listener (it then reads the body itself). */
  handler(request: SeenRequest | IncomingMessage, response: ServerResponse): void;
  /** The messages accepted, in order. */
  sent: AliyunSentSms[];
  /** Why each refused request was refused: the error Code, its reason and the request's path. */
  refusals: string[];
}

export interface AliyunSmsStandInOptions {
  /** The gateway's clock (x-acs-date is held against it); the real clock unless a test moves it. */
  now?: () => number;
  /**
   * Aliyun's verdict on a correctly signed message: undefined to send it, or the business error it answers
   * with HTTP 200 (e.g. `{ Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控' }`).
   */
  verdict?: (sms: AliyunSentSms) => { Code: string; Message: string } | undefined;
}

const AUTHORIZATION = /^ACS3-HMAC-SHA256\s+Credential=([^,\s]+),\s*SignedHeaders=([^,\s]+),\s*Signature=([0-9a-f]{64})$/;

function parseQuery(search: string): [string, string][] {
  return search
    .replace(/^\?/, '')
    .split('&')
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf('=');
      const [name, value] = at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
      return [decodeURIComponent(name), decodeURIComponent(value)];
    });
}

function headerValues(headers: IncomingMessage['headers']): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) values[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  return values;
}

export function aliyunSmsStandIn(
  accessKeyId: string,
  accessKeySecret: string,
  options: AliyunSmsStandInOptions = {},
): AliyunSmsStandIn {
  const now = options.now ?? Date.now;
  const sent: AliyunSentSms[] = [];
  const refusals: string[] = [];
  const nonces = new Map<string, number>();

  function answer(response: ServerResponse, status: number, body: Record<string, unknown>) {
    response.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
    response.end(JSON.stringify({ RequestId: randomUUID().toUpperCase(), ...body }));
  }

  function check(request: SeenRequest, response: ServerResponse): void {
    const url = new URL(request.path, 'http://stand-in');
    const refuse = (status: number, code: string, message: string) => {
      refusals.push(`${code} ${message} (${request.path})`);
      answer(response, status, { Code: code, Message: message });
    };
    const headers = headerValues(request.headers);

    const authorization = AUTHORIZATION.exec(headers.authorization ?? '');
    if (!authorization) return refuse(400, 'IncompleteSignature', 'The request signature does not conform to Aliyun standards.');
    const [, credential = '', signedList = '', signature = ''] = authorization;
    if (credential !== accessKeyId) return refuse(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');

    // Every common header present but Authorization has to be signed, and the host with them.
    const signedHeaders = signedList.split(';');
    const unsigned = Object.keys(headers).filter(
      (name) => (name === 'host' || name === 'content-type' || name.startsWith('x-acs-')) && !signedHeaders.includes(name),
    );
    if (unsigned.length > 0 || !signedHeaders.every((name) => name in headers)) {
      return refuse(400, 'SignatureDoesNotMatch', `Headers not signed as listed: ${unsigned.join(';') || signedList}`);
    }

    const date = headers['x-acs-date'] ?? '';
    if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(date) || Number.isNaN(Date.parse(date))) {
      return refuse(400, 'InvalidTimeStamp.Format', 'Specified time stamp or date value is not well formatted.');
    }
    if (Math.abs(now() - Date.parse(date)) > ACS3_DATE_TOLERANCE_MS) {
      return refuse(400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.');
    }

    const body = Buffer.from(request.body, 'utf8');
    if (headers['x-acs-content-sha256'] !== sha256Hex(body)) {
      return refuse(400, 'SignatureDoesNotMatch', 'x-acs-content-sha256 is not the SHA-256 of the body.');
    }

    const query = parseQuery(url.search);
    const expected = acs3Signature(
      { method: request.method, path: url.pathname, query, headers, signedHeaders, body },
      accessKeySecret,
    );
    if (signature !== expected) {
      return refuse(400, 'SignatureDoesNotMatch', 'Specified signature does not match our calculation.');
    }

    // Only a correctly signed request uses up its nonce, as a replay of it must be refused for 15 minutes.
    const nonce = headers['x-acs-signature-nonce'] ?? '';
    for (const [seen, at] of nonces) if (now() - at > ACS3_DATE_TOLERANCE_MS) nonces.delete(seen);
    if (!nonce || nonces.has(nonce)) return refuse(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
    nonces.set(nonce, now());

    if (headers['x-acs-action'] !== 'SendSms' || headers['x-acs-version'] !== '2017-05-25') {
      return refuse(404, 'InvalidAction.NotFound', 'Specified api is not found, please check your url and method.');
    }

    // RPC-style parameters travel in the query, or in a form body.
    const formBody = (headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
    const params = Object.fromEntries([...query, ...(formBody ? parseQuery(request.body.replace(/\+/g, '%20')) : [])]);
    const { PhoneNumbers, SignName, TemplateCode, TemplateParam } = params;
    if (!PhoneNumbers || !SignName || !TemplateCode) {
      return refuse(400, 'MissingParameter', 'PhoneNumbers, SignName and TemplateCode are required.');
    }
    let templateParams: Record<string, string> = {};
    try {
      templateParams = TemplateParam ? (JSON.parse(TemplateParam) as Record<string, string>) : {};
    } catch {
      return answer(response, 200, { Code: 'isv.INVALID_JSON_PARAM', Message: 'JSON参数不合法，只接受字符串值' });
    }
    const sms: AliyunSentSms = {
      phone: PhoneNumbers,
      code: templateParams.code ?? '',
      signName: SignName,
      templateCode: TemplateCode,
      params: templateParams,
    };
    const refused = options.verdict?.(sms);
    if (refused) return answer(response, 200, refused);
    sent.push(sms);
    answer(response, 200, { Code: 'OK', Message: 'OK', BizId: `${Date.now()}^0` });
  }

  return {
    sent,
    refusals,
    handler(request, response) {
      if (!('on' in request)) return check(request, response);
      let body = '';
      request.setEncoding('utf8');
      request.on('data', (chunk: string) => (body += chunk));
      request.on('end', () =>
        check({ method: request.method ?? 'GET', path: request.url ?? '/', headers: request.headers, body }, response),
      );
    },
  };
}

/** The stand-in served on loopback: `url` + '/' is what ALIYUN_SMS_ENDPOINT takes. */
export async function startAliyunSmsStandIn(
  accessKeyId: string,
  accessKeySecret: string,
  options: AliyunSmsStandInOptions = {},
): Promise<AliyunSmsStandIn & { server: StandIn }> {
  const stand = aliyunSmsStandIn(accessKeyId, accessKeySecret, options);
  return { ...stand, server: await standIn(stand.handler) };
}
