import { useState } from 'react';
import { useParams } from 'react-router';
import type { RefundRow } from '@contract/api/schemas/admin/refunds';
import { readOrderNo } from '@contract/vocabulary/orders';
import { CARRIERS } from '@contract/vocabulary/shipping';
import { isMissing } from '@/app/api/loadState';
import { Link } from '@/components/Link';
import {
  consoleStyles,
  OrderDetail,
  OrderRefunds,
  OrderShipping,
  recordGate,
  ShipDialog,
  RefundRejectDialog,
  RefundRequestDialog,
  useSiteAction,
} from '@/features/console';
import {
  CONSOLE_PAGES,
  newRefundKey,
  type StaffProfile,
  type StaffOrder,
  useApproveRefund,
  useRejectRefund,
  useRequestRefund,
  useShipOrder,
  useStaffOrder,
} from '@/flows/console';
import { useTranslation } from '@/i18n/react';

const ordersPath = CONSOLE_PAGES.find((page) => page.id === 'orders')!.path;

/**
 * /admin/orders/:orderNo: one order with everything that happened to it (orders.read). Staff with
 * refunds.request ask for refunds here; finance (orders.refund) approves or refuses them; those with orders.ship
 * ship its printed material and correct the parcel.
 */
export function OrderPage({ staff }: { staff: StaffProfile }) {
  const { t } = useTranslation();
  const orderNo = readOrderNo(useParams().orderNo);
  const order = useStaffOrder(orderNo);

  const gate = recordGate({
    unreachable: orderNo === null || isMissing(order),
    record: order,
    notFound: t('admin.orders.detail.notFound'),
    backTo: ordersPath,
    backLabel: t('admin.orders.detail.back'),
  });
  if (gate || !order.data || !orderNo) return gate;

  return (
    <section className={consoleStyles.panel}>
      <p>
        <Link to={ordersPath}>← {t('admin.orders.detail.back')}</Link>
      </p>
      <OrderDetail
        order={order.data}
        refunds={<Refunds order={order.data} staff={staff} />}
        shipping={<Shipping order={order.data} staff={staff} />}
      />
    </section>
  );
}

/** The order's refunds with the dialogs that ask for one and refuse one. */
function Refunds({ order, staff }: { order: StaffOrder; staff: StaffProfile }) {
  const request = useRequestRefund(order.orderNo);
  const approve = useApproveRefund(order.orderNo);
  const reject = useRejectRefund(order.orderNo);
  const asking = useSiteAction();
  const deciding = useSiteAction();
  const refusing = useSiteAction();
  // One key per opened form: a second press of submit, or a retry, asks for the same refund.
  const [askKey, setAskKey] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<RefundRow | null>(null);
  const [approvingId, setApprovingId] = useState<number | null>(null);

  return (
    <>
      <OrderRefunds
        refunds={order.refunds}
        refundable={order.refundable}
        canRequest={order.canRequestRefund && staff.permissions.includes('refunds.request')}
        canDecide={staff.permissions.includes('orders.refund')}
        approvingId={approvingId}
        error={deciding.error}
        onRequest={() => {
          asking.clear();
          setAskKey(newRefundKey());
        }}
        onApprove={(refund) => {
          setApprovingId(refund.id);
          void deciding
            .run(() => approve.mutateAsync({ refundId: refund.id, version: refund.version }))
            .finally(() => setApprovingId(null));
        }}
        onReject={(refund) => {
          refusing.clear();
          setRefusal(refund);
        }}
      />
      {askKey ? (
        <RefundRequestDialog
          refundable={order.refundable}
          saving={asking.pending}
          error={asking.error}
          onCancel={() => setAskKey(null)}
          onSubmit={(ask) =>
            void asking.run(() => request.mutateAsync({ ...ask, requestKey: askKey })).then((done) => done && setAskKey(null))
          }
        />
      ) : null}
      {refusal ? (
        <RefundRejectDialog
          saving={refusing.pending}
          error={refusing.error}
          onCancel={() => setRefusal(null)}
          onSubmit={(note) =>
            void refusing
              .run(() => reject.mutateAsync({ refundId: refusal.id, version: refusal.version, note }))
              .then((done) => done && setRefusal(null))
          }
        />
      ) : null}
    </>
  );
}

/** The order's parcel with the form that ships it or corrects it. */
function Shipping({ order, staff }: { order: StaffOrder; staff: StaffProfile }) {
  const ship = useShipOrder(order.orderNo);
  const saving = useSiteAction();
  const [open, setOpen] = useState<'ship' | 'correct' | null>(null);
  const current = CARRIERS.find((carrier) => carrier.name === order.shipping.company);

  return (
    <>
      <OrderShipping
        shipping={order.shipping}
        canShip={staff.permissions.includes('orders.ship')}
        onShip={() => {
          saving.clear();
          setOpen('ship');
        }}
        onCorrect={() => {
          saving.clear();
          setOpen('correct');
        }}
      />
      {open ? (
        <ShipDialog
          correcting={open === 'correct'}
          initial={
            open === 'correct' && current ? { carrier: current.code, trackingNo: order.shipping.trackingNo ?? '' } : undefined
          }
          saving={saving.pending}
          error={saving.error}
          onCancel={() => setOpen(null)}
          onSubmit={(form) =>
            void saving
              .run(() => ship.mutateAsync(open === 'correct' ? form : { ...form, reason: '' }))
              .then((done) => done && setOpen(null))
          }
        />
      ) : null}
    </>
  );
}
