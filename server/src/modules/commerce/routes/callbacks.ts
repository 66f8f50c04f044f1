import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sandboxAllowed } from '../../../platform/config';
import { PAYMENT_PROVIDER_NAMES, type PaymentProviderName } from '../../../platform/db/schema';
import { SANDBOX_CASHIER_PATH, type SandboxDecision } from '../../../providers/payment/sandbox';
import { refundsOnline } from '../../../providers/payment/types';
import { REFUND_NOTIFY_PATH, refundNotificationAccepted, takeRefundNotification } from '../refunds';
import { commerceOf, isAccepted, payRequestContext, settleNotification } from '../services';
import { CASHIER_CSP, cashierPage } from './cashierPage';

export const NOTIFY_PATH = '/api/pay/v1/notify';

const DECISIONS: readonly SandboxDecision[] = ['pay', 'fail', 'cancel'];

function sameHost(url: string, hostname: string): boolean {
  try {
    return new URL(url).hostname === hostname;
  } catch {
    return false;
  }
}

function formFields(request: FastifyRequest, rawBody: string): Record<string, string> {
  const type = String(request.headers['content-type'] ?? '');
  if (!type.includes('application/x-www-form-urlencoded')) return {};
  return Object.fromEntries(new URLSearchParams(rawBody));
}

/**
 * What providers call on their own: the asynchronous notifications (POST /api/pay/v1/notify/:provider),
 * answered in each provider's own format; and, with the sandbox, its cashier pages.
 */
export async function registerPaymentCallbacks(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  await app.register(async (scope) => {
    // Signatures cover the body exactly as sent: keep it as text, whatever its type.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));

    scope.post<{ Params: { provider: string } }>(`${NOTIFY_PATH}/:provider`, async (request, reply) => {
      const name = request.params.provider;
      const provider = (PAYMENT_PROVIDER_NAMES as readonly string[]).includes(name)
        ? deps.payments.byName(name as PaymentProviderName)
        : null;
      if (!provider) return reply.code(404).type('text/plain; charset=utf-8').send('unknown provider');
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const context = commerceOf(deps, request.log);
      const parsed = await provider.parseNotification({
        headers: request.headers,
        rawBody,
        fields: formFields(request, rawBody),
        path: request.url.split('?')[0] ?? request.url,
      });
      const result = await settleNotification(context, provider, parsed, 'notify');
      // Other open attempts of a paid order are closed at their providers too; a failure is only logged.
      for (const sibling of result.closedSiblings) {
        void deps.payments
          .byName(sibling.provider)
          ?.close(sibling.outTradeNo)
          .catch((error: unknown) => request.log.warn({ error, outTradeNo: sibling.outTradeNo }, '关闭支付失败'));
      }
      const answer = provider.reply(isAccepted(result.outcome), parsed);
      return reply.code(answer.statusCode).type(answer.contentType).send(answer.body);
    });

    // Refund results, for the providers that announce them (WeChat Pay, the sandbox); kept whatever they say.
    scope.post<{ Params: { provider: string } }>(`${REFUND_NOTIFY_PATH}/:provider`, async (request, reply) => {
      const name = request.params.provider;
      const provider = (PAYMENT_PROVIDER_NAMES as readonly string[]).includes(name)
        ? deps.payments.byName(name as PaymentProviderName)
        : null;
      if (!provider || !refundsOnline(provider) || !provider.parseRefundNotification)
        return reply.code(404).type('text/plain; charset=utf-8').send('unknown provider');
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const parsed = await provider.parseRefundNotification({
        headers: request.headers,
        rawBody,
        fields: formFields(request, rawBody),
        path: request.url.split('?')[0] ?? request.url,
      });
      const outcome = await takeRefundNotification(
        { db: deps.db, now: deps.now, gateway: deps.payments, log: request.log },
        provider.name,
        parsed,
      );
      const answer = provider.reply(refundNotificationAccepted(outcome));
      return reply.code(answer.statusCode).type(answer.contentType).send(answer.body);
    });

    const sandbox = deps.payments.sandbox;
    // The cashier pays for a button press: never on a production site that is not a trial.
    if (!sandbox || !sandboxAllowed(deps.config)) return;

    // The site's own host: the configured address when there is one (a request's Host is the client's word).
    const siteHostname = (request: FastifyRequest) => {
      const configured = deps.config.payment.publicUrl ?? (deps.config.webBaseUrl || undefined);
      return configured ? new URL(configured).hostname : request.hostname;
    };
    const scanUrlOf = (request: FastifyRequest, tradeNo: string) =>
      `${payRequestContext(deps, request).scanOrigin}${SANDBOX_CASHIER_PATH}/${tradeNo}`;

    scope.get<{ Params: { tradeNo: string } }>(`${SANDBOX_CASHIER_PATH}/:tradeNo`, async (request, reply) => {
      const trade = await sandbox.trade(request.params.tradeNo);
      if (!trade) return reply.code(404).type('text/plain; charset=utf-8').send('交易不存在');
      const html = await cashierPage(trade, { scanUrl: scanUrlOf(request, trade.tradeNo), now: deps.now() });
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', CASHIER_CSP)
        .header('cache-control', 'no-store')
        .send(html);
    });

    scope.post<{ Params: { tradeNo: string } }>(`${SANDBOX_CASHIER_PATH}/:tradeNo`, async (request, reply) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const fields = Object.fromEntries(new URLSearchParams(rawBody));
      const decision = DECISIONS.find((value) => value === fields.decision);
      const tradeNo = request.params.tradeNo;
      const missing = () => reply.code(404).type('text/plain; charset=utf-8').send('交易不存在');
      if (!decision) {
        if (!(await sandbox.trade(tradeNo))) return missing();
        return reply.code(400).type('text/plain; charset=utf-8').send('请选择付款、失败或取消');
      }
      // Deciding is a conditional update: an open trade is decided by it, and only a refusal needs the trade read.
      const decided = await sandbox.decide(tradeNo, decision, {
        copies: Number(fields.copies) || 1,
        notify: fields.notify === 'none' ? 'none' : 'normal',
      });
      if (!decided) {
        const current = await sandbox.trade(tradeNo);
        if (!current) return missing();
        const html = await cashierPage(current, {
          scanUrl: scanUrlOf(request, tradeNo),
          now: deps.now(),
          message: '交易已处理或已关闭',
        });
        return reply.code(409).type('text/html; charset=utf-8').header('content-security-policy', CASHIER_CSP).send(html);
      }
      // Back to the merchant, as a provider's return redirect does; a phone that scanned a computer's QR code
      // stays here, since the page it would return to is the computer's.
      if (decided.returnUrl && sameHost(decided.returnUrl, siteHostname(request))) {
        return reply.redirect(decided.returnUrl, 303);
      }
      const html = await cashierPage(decided, {
        scanUrl: scanUrlOf(request, tradeNo),
        now: deps.now(),
        message: decision === 'pay' ? '请回到下单的设备查看订单' : undefined,
      });
      return reply.type('text/html; charset=utf-8').header('content-security-policy', CASHIER_CSP).send(html);
    });
  });
}
