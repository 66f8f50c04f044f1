import axios, { AxiosHeaders } from 'axios';
import { encodeBody } from './form';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The call's credential: the session's bearer token, or the site's client number for an anonymous call. */
    credential?: string;
  }
}

/** An HTTP answer: its status and its body read as JSON (undefined when it is not JSON). */
export interface Answer {
  status: number;
  data: unknown;
}

export interface TransportOptions {
  /** Bodies are sent as the AES cipher text of the form, with this key (see http/form.ts). */
  aesKey?: string;
}

export interface PostOptions {
  form: URLSearchParams;
  signal: AbortSignal;
  credential: string;
}

export interface Transport {
  post(url: string, options: PostOptions): Promise<Answer>;
}

function parseJson(text: unknown): unknown {
  if (typeof text !== 'string') return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The API's HTTP client: one axios instance whose request interceptor writes what every call carries (the
 * credential, the form encoding and, where configured, the encrypted body), so a call names only its address
 * and fields. Every HTTP status is an answer here: the envelope's rules (session expiry, messages) are read by
 * the client (client.ts), which also owns the time limit and cancelling, through the signal.
 */
export function createTransport(options: TransportOptions): Transport {
  const { aesKey } = options;
  // AES (crypto-js) is loaded only when bodies are encrypted: most deployments never download it.
  const encode =
    aesKey === undefined
      ? async (form: URLSearchParams) => encodeBody(form)
      : async (form: URLSearchParams) => {
          const { aesEncrypt } = await import('@/lib/aes');
          return encodeBody(form, (text) => aesEncrypt(text, aesKey));
        };
  const instance = axios.create({
    method: 'POST',
    // Every status is read by the caller: an error page may still carry the server's message.
    validateStatus: () => true,
    responseType: 'text',
    // Read as text, parsed here: a body that is not JSON is an answer the client reports, not a throw.
    transformResponse: [parseJson],
  });
  instance.interceptors.request.use(async (request) => {
    const headers = AxiosHeaders.from(request.headers);
    headers.set('Content-Type', 'application/x-www-form-urlencoded;charset=UTF-8');
    if (request.credential) headers.set('Authorization', request.credential);
    request.headers = headers;
    if (request.data instanceof URLSearchParams) request.data = await encode(request.data);
    return request;
  });
  return {
    async post(url, call) {
      const response = await instance.request<unknown>({
        url,
        data: call.form,
        signal: call.signal,
        credential: call.credential,
      });
      return { status: response.status, data: response.data };
    },
  };
}
