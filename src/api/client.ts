import type { CallRef } from '@contract/api/calls/callRef';
import type { ApiCall, AppDataOf, RequestOf } from '@contract/api/schemas/contract';
import { API_STATUS } from '@contract/api/schemas/status';
import type { ApiHost } from '@contract/api/hosts';
import type { AppConfig } from '@/config';
import { i18n } from '@/i18n';
import { envelopeMessage, isEnvelope } from './http/envelope';
import {
  ApiError,
  CancelledError,
  HttpError,
  RequestError,
  SessionExpiredError,
  TimeoutError,
  UnexpectedAnswerError,
} from './http/errors';
import { encodeForm, type FormPayload } from './http/form';
import { API_MESSAGES, type ApiMessageKey } from './http/messages';
import { peekOpeningAnswer, takeOpeningAnswer } from './http/openingAnswers';
import { PendingCalls } from './http/pending';
import type { Answer, Transport } from './http/transport';

export * from './http/errors';
export { encodeForm, type FormPayload, type FormValue } from './http/form';
export { API_MESSAGES, genericViewMessage, type ApiMessageKey, type GenericViewMessageKey } from './http/messages';
export { hasContent, isEnvelope } from './http/envelope';

/** The evaluation area (/e/...) reports failures as toasts and has its own login page. */
export type ApiArea = 'main' | 'evaluation';

export interface ApiSession {
  token: string;
}

export type Translate = (key: ApiMessageKey, values?: { status?: number }) => string;

export interface ApiClientOptions {
  config: Pick<AppConfig, 'hosts' | 'requestTimeoutMs' | 'aesKey' | 'encryptedBody' | 'client'>;
  /** The logged-in session for the area, or null when anonymous. */
  getSession: (area: ApiArea) => ApiSession | null | undefined;
  /** Status 2 or 4: the session is gone; the app clears the user and asks for a login. */
  onSessionExpired?: (message: string, area: ApiArea) => void;
  /** Transport failure, shown as a notice with a title. */
  onNotice?: (title: string, message: string) => void;
  /** Status 0 outside the evaluation area: the server's message as a warning. */
  onWarning?: (message: string) => void;
  /** Failures inside the evaluation area: the server's message as a toast. */
  onToast?: (message: string) => void;
  onTimeout?: (message: string) => void;
  /** The first success after a time-out, so the app can clear its time-out flag. */
  onSuccess?: () => void;
  /** The current area; a function so one client follows the route. */
  area?: ApiArea | (() => ApiArea);
  translate?: Translate;
}

export interface CallOptions {
  host?: ApiHost;
  /** The caller shows status-0 failures itself: no warning or toast, the ApiError is thrown. */
  handleError?: boolean;
  /** Nothing is shown for any failure (session expiry is still reported). */
  silent?: boolean;
  /** Abort an earlier identical call still in flight. */
  cancelPrevious?: boolean;
  signal?: AbortSignal;
  area?: ApiArea;
  timeoutMs?: number;
  /** This token instead of the session's (logout sends the token the app has just forgotten). */
  bearer?: string;
}

/**
 * A call descriptor from the shared schemas (its answer is checked against the response schema), or a
 * schema-free reference from `@/api/calls` (what the app sends, so the schemas stay out of its downloads);
 * `host` defaults to the web host.
 */
export type CallDescriptor = (ApiCall & { readonly host?: ApiHost }) | CallRef;

type CallArguments<Call extends ApiCall> =
  Record<string, never> extends RequestOf<Call>
    ? [payload?: RequestOf<Call>, options?: CallOptions]
    : [payload: RequestOf<Call>, options?: CallOptions];

export interface ApiClient {
  call<Call extends ApiCall>(call: Call | CallRef<Call>, ...args: CallArguments<Call>): Promise<AppDataOf<Call>>;
  call<AppData = unknown>(path: string, payload?: FormPayload, options?: CallOptions): Promise<AppData>;
  /** Absolute or origin-relative address on a host, e.g. for the captcha image. */
  url(path: string, query?: FormPayload, host?: ApiHost): string;
  /**
   * The data of a successful answer the page's HTML carries for this anonymous call, taken at once (no
   * promise), so a query can start with it and the first render draws it; undefined otherwise, and the
   * call then goes to the server as usual.
   */
  openingAnswer<Call extends ApiCall>(call: Call | CallRef<Call>, payload: RequestOf<Call>): AppDataOf<Call> | undefined;
  /** Set by a time-out, cleared by the next success. */
  readonly timedOut: boolean;
  /** Aborts every replaceable call still in flight (e.g. on logout). */
  cancelPending(): void;
  /** Starts loading the HTTP client before the first call (a page the browser draws asks at once). */
  prepare(): void;
}

const defaultTranslate: Translate = (key, values) =>
  key === API_MESSAGES.httpError ? i18n.t(key, { status: values?.status ?? '' }) : i18n.t(key);

export function buildUrl(hosts: Record<ApiHost, string>, host: ApiHost, path: string, query?: FormPayload): string {
  const address = /^https?:\/\//i.test(path) ? path : `${hosts[host]}${path.startsWith('/') ? path : `/${path}`}`;
  const search = query ? encodeForm(query).toString() : '';
  if (!search) return address;
  return `${address}${address.includes('?') ? '&' : '?'}${search}`;
}

function isSuccessfulHttp(status: number): boolean {
  return status >= 200 && status < 400;
}

/** A successful answer whose data does not fit the call's response schema. */
const UNREADABLE = Symbol('unreadable');

/** A successful answer's data, read by the call's response schema when it has one. */
function readAppData(descriptor: CallDescriptor | undefined, appData: unknown): unknown {
  if (!descriptor || !('response' in descriptor)) return appData;
  const parsed = descriptor.response.safeParse(appData);
  return parsed.success ? parsed.data : UNREADABLE;
}

const TIMED_OUT = Symbol('timed out');
const CANCELLED = Symbol('cancelled');

export function createApiClient(options: ApiClientOptions): ApiClient {
  const { config, getSession, onSessionExpired, onNotice, onWarning, onToast, onTimeout, onSuccess } = options;
  const translate = options.translate ?? defaultTranslate;
  const pending = new PendingCalls();
  let timedOut = false;
  const currentArea = (): ApiArea => (typeof options.area === 'function' ? options.area() : (options.area ?? 'main'));

  function authorization(area: ApiArea, bearer?: string): string {
    const token = bearer || getSession(area)?.token;
    return token ? `Bearer ${token}` : `Org ${config.client.number}`;
  }

  /*
   * axios (http/transport.ts) is loaded with the first call that goes to the server: a page drawn by the server
   * carries its first answers, so its visitor downloads the HTTP client only once they act.
   */
  let transport: Promise<Transport> | null = null;
  const loadTransport = (): Promise<Transport> => {
    transport ??= import('./http/transport')
      .then(({ createTransport }) => createTransport(config.encryptedBody ? { aesKey: config.aesKey } : {}))
      .catch((error: unknown) => {
        // A chunk that did not arrive is tried again by the next call.
        transport = null;
        throw error;
      });
    return transport;
  };

  function notice(message: string, quiet: boolean): void {
    if (!quiet) onNotice?.(translate(API_MESSAGES.systemPrompt), message);
  }

  /** Rejects with TIMED_OUT when the call outlives its time limit, with CANCELLED when it was aborted. */
  async function send(
    path: string,
    host: ApiHost,
    payload: FormPayload,
    callOptions: CallOptions,
    area: ApiArea,
  ): Promise<Answer> {
    const form = encodeForm(payload);
    const credential = authorization(area, callOptions.bearer);
    // An anonymous page's first calls may have their answers in the HTML already.
    if (host === 'web' && !credential.startsWith('Bearer ')) {
      const answer = takeOpeningAnswer(path, form.toString());
      if (answer !== undefined) return { status: 200, data: answer };
    }
    const controller = new AbortController();
    const key = `${host} ${path} ${form.toString()}`;
    const forwardAbort = () => controller.abort();
    if (callOptions.signal?.aborted) controller.abort();
    callOptions.signal?.addEventListener('abort', forwardAbort, { once: true });
    if (callOptions.cancelPrevious) pending.replace(key, controller);
    // The time limit covers the whole exchange, body included, whatever the transport does.
    let expired = false;
    const timer = setTimeout(() => {
      expired = true;
      controller.abort();
    }, callOptions.timeoutMs ?? config.requestTimeoutMs);
    try {
      const client = await loadTransport();
      // Aborted while the client was loading: nothing is sent.
      if (controller.signal.aborted) throw CANCELLED;
      return await client.post(buildUrl(config.hosts, host, path), {
        form,
        signal: controller.signal,
        credential,
      });
    } catch (error) {
      if (expired) throw TIMED_OUT;
      throw controller.signal.aborted ? CANCELLED : error;
    } finally {
      clearTimeout(timer);
      callOptions.signal?.removeEventListener('abort', forwardAbort);
      if (callOptions.cancelPrevious) pending.release(key, controller);
    }
  }

  async function call(
    target: CallDescriptor | string,
    payload: FormPayload = {},
    callOptions: CallOptions = {},
  ): Promise<unknown> {
    const descriptor = typeof target === 'string' ? undefined : target;
    const path = typeof target === 'string' ? target : target.path;
    const host = callOptions.host ?? descriptor?.host ?? 'web';
    const area = callOptions.area ?? currentArea();
    const quiet = callOptions.silent === true;

    let response: Answer;
    try {
      response = await send(path, host, payload, callOptions, area);
    } catch (error) {
      if (error === TIMED_OUT) {
        timedOut = true;
        const message = translate(API_MESSAGES.timeout);
        if (!quiet) onTimeout?.(message);
        throw new TimeoutError(callOptions.timeoutMs ?? config.requestTimeoutMs, message, path, true);
      }
      if (error === CANCELLED) throw new CancelledError(path);
      const message = translate(API_MESSAGES.networkError);
      notice(message, quiet);
      throw new HttpError(0, message, path, true);
    }

    if (!isSuccessfulHttp(response.status)) {
      const message = envelopeMessage(response.data) ?? translate(API_MESSAGES.httpError, { status: response.status });
      notice(message, quiet);
      throw new HttpError(response.status, message, path, true);
    }

    const envelope = response.data;
    if (!isEnvelope(envelope)) {
      const message = translate(API_MESSAGES.unexpectedAnswer);
      notice(message, quiet);
      throw new UnexpectedAnswerError(message, path, true);
    }

    const { status } = envelope;
    if (status === API_STATUS.success) {
      const appData = readAppData(descriptor, envelope.appData);
      if (appData === UNREADABLE) {
        const message = translate(API_MESSAGES.unexpectedAnswer);
        notice(message, quiet);
        throw new UnexpectedAnswerError(message, path, true);
      }
      if (timedOut) {
        timedOut = false;
        onSuccess?.();
      }
      return appData;
    }

    const message = envelopeMessage(envelope) ?? translate(API_MESSAGES.requestError);
    if (status === API_STATUS.notLoggedIn || status === API_STATUS.sessionInvalid) {
      onSessionExpired?.(message, area);
      throw new SessionExpiredError(status, message, path);
    }
    if (callOptions.handleError) throw new ApiError(status, message, path, false);
    if (!quiet) {
      if (area === 'evaluation') onToast?.(message);
      else onWarning?.(message);
    }
    throw new ApiError(status, message, path, true);
  }

  function openingAnswer(descriptor: CallDescriptor, payload: FormPayload): unknown {
    if ((descriptor.host ?? 'web') !== 'web' || authorization(currentArea()).startsWith('Bearer ')) return undefined;
    const form = encodeForm(payload).toString();
    const envelope = peekOpeningAnswer(descriptor.path, form);
    // Anything but a plain success is left for the call itself, which reports it as it reports any answer.
    if (!isEnvelope(envelope) || envelope.status !== API_STATUS.success) return undefined;
    const appData = readAppData(descriptor, envelope.appData);
    if (appData === UNREADABLE) return undefined;
    takeOpeningAnswer(descriptor.path, form);
    return appData;
  }

  return {
    call: call as ApiClient['call'],
    openingAnswer: openingAnswer as ApiClient['openingAnswer'],
    url: (path, query, host = 'web') => buildUrl(config.hosts, host, path, query),
    get timedOut() {
      return timedOut;
    },
    cancelPending: () => pending.abortAll(),
    prepare: () => void loadTransport().catch(() => undefined),
  };
}

export function isRequestError(error: unknown): error is RequestError {
  return error instanceof RequestError;
}
