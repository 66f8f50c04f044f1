import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { buttonVariants } from '@/components/Button';
import { CopyText } from '@/components/CopyText';

/*
 * Headless browsers refuse the real clipboard to a page without a user gesture they trust, so the
 * stories swap in a clipboard whose outcome each story chooses.
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
  title: 'Components/CopyText',
  component: CopyText,
  args: { text: 'xueban_guwen01', label: '微信号', maxChars: 6, onCopied: fn(), onCopyFailed: fn() },
  argTypes: {
    maxChars: { control: { type: 'number', min: 1 } },
    buttonVariant: { control: 'inline-radio', options: buttonVariants },
  },
  beforeEach: () => fakeClipboard('accepts'),
} satisfies Meta<typeof CopyText>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('xueban…')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '复制微信号' }));
    await waitFor(() => expect(args.onCopied).toHaveBeenCalledOnce());
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('xueban_guwen01');
    await expect(args.onCopyFailed).not.toHaveBeenCalled();
  },
};

export const Playground: Story = { args: { maxChars: 10, buttonVariant: 'outline' } };

export const ShortAccount: Story = {
  args: { text: 'xb_888' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('xb_888')).toBeInTheDocument();
  },
};

export const FullText: Story = {
  args: { text: 'XB20250612083015', label: '订单号', maxChars: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('XB20250612083015')).toBeInTheDocument();
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

export const WithoutLabel: Story = {
  args: { label: undefined, text: 'https://www.xueban.cn/s/8Hk2Q', maxChars: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '复制' })).toBeEnabled();
  },
};

export const NothingToCopy: Story = {
  args: { text: '' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '复制微信号' })).toBeDisabled();
  },
};
