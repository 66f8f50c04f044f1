import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { AdviserCard, adviserCardStatuses } from '@/features/account/AdviserCard';
import { adviserQrSrc, customerService, longWechatAccount, shortWechatAccount } from './fixtures';
import * as styles from './stories.css';

/*
 * Headless browsers refuse the real clipboard without a trusted gesture, so each story decides whether
 * the clipboard accepts the text.
 */
function fakeClipboard(outcome: 'accepts' | 'refuses') {
  const writeText = fn(async () => {
    if (outcome === 'refuses') throw new DOMException('Write permission denied.', 'NotAllowedError');
  });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  const execCommand = document.execCommand;
  if (outcome === 'refuses') Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
  return () => {
    Reflect.deleteProperty(navigator, 'clipboard');
    if (outcome === 'refuses') Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  };
}

const meta = {
  title: 'Account/AdviserCard',
  component: AdviserCard,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <div className={styles.cardFrame}>
      <AdviserCard {...args} />
    </div>
  ),
  args: {
    status: 'ready',
    wechatUrl: adviserQrSrc,
    wechatAccount: longWechatAccount,
    serviceHours: customerService.serviceHours,
    onRetry: fn(),
    onCopied: fn(),
    onCopyFailed: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: adviserCardStatuses } },
  beforeEach: () => fakeClipboard('accepts'),
} satisfies Meta<typeof AdviserCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: '课程顾问微信二维码' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '复制微信号' }));
    await waitFor(() => expect(args.onCopied).toHaveBeenCalledOnce());
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(longWechatAccount);
    await expect(args.onCopyFailed).not.toHaveBeenCalled();
  },
};

export const Playground: Story = { args: { wechatAccount: shortWechatAccount } };

export const Loading: Story = {
  args: { status: 'loading', wechatUrl: null, wechatAccount: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('xueban…')).toBeInTheDocument();
    await expect(canvas.getByText('服务时间：周一至周五 09:00–17:00')).toBeInTheDocument();
  },
};

export const ShortAccount: Story = {
  args: { wechatAccount: shortWechatAccount },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(shortWechatAccount)).toBeInTheDocument();
  },
};

export const CopyFailed: Story = {
  beforeEach: () => fakeClipboard('refuses'),
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '复制微信号' }));
    await waitFor(() => expect(args.onCopyFailed).toHaveBeenCalledOnce());
    await expect(args.onCopied).not.toHaveBeenCalled();
  },
};

export const Missing: Story = {
  args: { status: 'missing', wechatUrl: null, wechatAccount: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('获取顾问微信号失败请重试');
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Retrying: Story = {
  args: { status: 'retrying', wechatUrl: null, wechatAccount: null },
  play: async ({ canvas, args }) => {
    const retry = canvas.getByRole('button', { name: /重试/ });
    await expect(retry).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(retry);
    await expect(args.onRetry).not.toHaveBeenCalled();
  },
};

export const English: Story = { globals: { locale: 'en' } };
