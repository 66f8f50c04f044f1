import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { user as userApi } from '@contract/api/calls';
import { toAppRoute } from '@/app/routes';
import { api } from '@/app/api';
import { AppActorProvider } from '@/app/providers/appActorContext';
import { createAppQueryClient } from '@/app/providers/queryClient';
import { createAppActor } from '@/app/runtime/createAppActor';
import { failed, loading, ready } from '@/components/Loadable';
import { ToastProvider } from '@/components/Toast';
import { dateTime } from '@/features/commerce/format';
import OrderDetailPage from '@/pages/personal/orderDetail/OrderDetailPage';
import { OrderDetailView, type OrderDetailViewProps } from '@/pages/personal/orderDetail/OrderDetailView';
import { renderWithI18n } from '../../features/account/renderWithI18n';

const ORDER_NO = 'XB20261015183042000005';
const course = {
  courseId: 12,
  title: '初二数学《一次函数》同步精讲',
  subtitle: '',
  coverUrl: '/assets/covers/math-g8-01.webp',
  teacherName: '王海峰',
  lessonCount: 18,
  gradeName: '初二',
  categoryName: '数学',
  price: 399,
};
const order = {
  orderNo: ORDER_NO,
  status: 'paid' as const,
  amount: 399,
  discount: 0,
  createdAt: '2026-10-15T10:30:42.000Z',
  paidAt: '2026-10-15T10:31:20.000Z',
  closesAt: null,
  payChannel: 'alipay' as const,
  shared: false,
  course,
  moreCourses: 0,
  receiver: null,
  payerPhone: null,
  shareId: null,
  remark: '',
  canPay: false,
  canCancel: false,
  canChange: false,
  changedAt: null,
  campaignChannel: null,
  history: [{ status: 'paid' as const, note: '支付成功，课程已开通', at: '2026-10-15T10:31:20.000Z' }],
  refunds: [],
};
const message = (id: number, title: string, content: string, createdAt: string) => ({
  id,
  kind: 'order' as const,
  title,
  content,
  objectType: 'order' as const,
  objectKey: ORDER_NO,
  read: true,
  createdAt,
});
const shipped = message(8, '讲义已寄出', '顺丰速运 SF1402689355731', '2026-10-16T02:00:00.000Z');
const paid = message(7, '订单支付成功', `订单 ${ORDER_NO} 已支付 ¥399.00`, '2026-10-15T10:31:20.000Z');

const messagesRegion = () => screen.getByRole('region', { name: '订单消息' });

describe('the messages of an order on /personal/order-detail', () => {
  describe('the page', () => {
    let call: MockInstance<typeof api.call>;
    beforeEach(() => {
      const answer = (ref: { path: string }): Promise<unknown> => {
        if (ref.path === userApi.orders.myOrderDetail.path) return Promise.resolve(order);
        if (ref.path === userApi.orders.buyDetails.path)
          return Promise.resolve({ items: [course], itemsTotal: 399, discount: 0, amount: 399 });
        if (ref.path === userApi.notification.findByObjectId.path) return Promise.resolve({ list: [shipped, paid] });
        return Promise.reject(new Error(`unexpected call ${ref.path}`));
      };
      call = vi.spyOn(api, 'call').mockImplementation(answer as unknown as typeof api.call);
      vi.spyOn(api, 'openingAnswer').mockReturnValue(undefined);
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('asks for the messages about the order by its number and lists them newest first with their time', async () => {
      const actor = createAppActor(
        {
          navigate: vi.fn(),
          loadPage: vi.fn(),
          toast: vi.fn(),
          persistUser: vi.fn(),
          clearPersistedUser: vi.fn(),
          persistSearchHistory: vi.fn(),
          clearEvaluationToken: vi.fn(),
          endServerSession: vi.fn(),
        },
        {
          input: {
            storedUser: { user: { rsNo: 'RS1001', name: '林爸爸' }, token: 'token-1' },
            route: toAppRoute('/personal/order-detail', `?orderNo=${ORDER_NO}`),
          },
        },
      );
      renderWithI18n(
        <AppActorProvider actor={actor}>
          <QueryClientProvider client={createAppQueryClient()}>
            <ToastProvider>
              <MemoryRouter initialEntries={[`/personal/order-detail?orderNo=${ORDER_NO}`]}>
                <Routes>
                  <Route path="/personal/order-detail" element={<OrderDetailPage />} />
                </Routes>
              </MemoryRouter>
            </ToastProvider>
          </QueryClientProvider>
        </AppActorProvider>,
      );

      const list = await within(await screen.findByRole('region', { name: '订单消息' })).findByRole('list', {
        name: '订单消息',
      });
      expect(
        within(list)
          .getAllByRole('heading')
          .map((heading) => heading.textContent),
      ).toEqual(['讲义已寄出', '订单支付成功']);
      expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent(`${dateTime(paid.createdAt)}`);
      expect(within(list).getAllByRole('listitem')[1]).toHaveTextContent(`订单 ${ORDER_NO} 已支付 ¥399.00`);
      const asked = call.mock.calls.filter(
        ([ref]) => (ref as unknown as { path: string }).path === userApi.notification.findByObjectId.path,
      );
      expect(asked.map(([, payload]) => payload)).toEqual([{ objectType: 'order', objectId: ORDER_NO }]);
    });
  });

  describe('the view', () => {
    const view = (messages: OrderDetailViewProps['messages']) =>
      renderWithI18n(
        <MemoryRouter>
          <OrderDetailView
            order={ready(order)}
            items={ready({ items: [course], itemsTotal: 399, discount: 0, amount: 399 })}
            logistics={loading}
            messages={messages}
            notFound={false}
            now={Date.parse('2026-10-20T00:00:00Z')}
            confirmingCancel={false}
            cancelling={false}
            onCancel={vi.fn()}
            onConfirmCancel={vi.fn()}
            onDismissCancel={vi.fn()}
          />
        </MemoryRouter>,
      );

    it('says so when the order has sent no message yet', () => {
      view(ready([]));
      expect(within(messagesRegion()).getByText('暂无订单消息')).toBeVisible();
      expect(within(messagesRegion()).queryByRole('list')).toBeNull();
    });

    it('draws placeholders while the messages load', () => {
      view(loading);
      expect(within(messagesRegion()).queryByRole('list')).toBeNull();
      expect(within(messagesRegion()).queryByText('暂无订单消息')).toBeNull();
      expect(within(messagesRegion()).getByRole('status')).toHaveAttribute('aria-busy', 'true');
    });

    it('offers to load them again when they failed, while the rest of the order stays', () => {
      const retry = vi.fn();
      view(failed(retry));
      expect(within(messagesRegion()).getByText('订单消息加载失败，请稍后重试')).toBeVisible();
      fireEvent.click(within(messagesRegion()).getByRole('button', { name: '重新加载' }));
      expect(retry).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('heading', { name: '订单记录' })).toBeVisible();
    });
  });
});
