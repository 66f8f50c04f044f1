import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { PaymentStatus, paymentViews } from '@/features/commerce/PaymentStatus';
import { onPage } from '../pages/pageStory';
import { explore } from './graph/explorerStories';
import { MachineExplorer } from './graph/MachineExplorer';
import { machineModels } from './models';

/** Waiting for money: the statechart, and what a waiting page shows in each of its states. */
const meta = {
  title: 'Machines/Payment',
  component: PaymentStatus,
  decorators: [
    onPage,
    (Story) => (
      <div style={{ maxWidth: 560, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { view: 'waiting', onPayAgain: fn(), onCheckAgain: fn() },
  argTypes: { view: { control: 'inline-radio', options: paymentViews } },
} satisfies Meta<typeof PaymentStatus>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Diagram: Story = {
  render: () => <MachineExplorer model={machineModels.payment} />,
  play: explore('payment', { press: 'visibility.hidden', then: 'waiting.paused' }, { go: 'timedOut', then: 'timedOut' }),
};

export const Waiting: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('付款完成后，本页会自动更新');
  },
};
export const Retrying: Story = { args: { retrying: true } };
export const Paused: Story = { args: { view: 'paused' } };
export const Paid: Story = { args: { view: 'paid', links: <a href="/personal/order">返回我的订单</a> } };
export const PaidForSomebodyElse: Story = { args: { view: 'paid', forOther: true } };
export const Failed: Story = {
  args: { view: 'failed', failure: 'failed' },
  play: async ({ canvas, args }) => {
    await canvas.getByRole('button', { name: '重新支付' }).click();
    await expect(args.onPayAgain).toHaveBeenCalled();
  },
};
export const CancelledAtCashier: Story = { args: { view: 'failed', failure: 'cancelled' } };
export const Closed: Story = { args: { view: 'closed' } };
export const TimedOut: Story = {
  args: { view: 'timedOut' },
  play: async ({ canvas, args }) => {
    await canvas.getByRole('button', { name: '我已付款，再查一次' }).click();
    await expect(args.onCheckAgain).toHaveBeenCalled();
  },
};
