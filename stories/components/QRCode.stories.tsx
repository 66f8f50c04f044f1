import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { vars } from '@tokens/theme.css';
import { CopyText } from '@/components/CopyText';
import { QRCode, qrCodeSizes, qrErrorLevels, qrSvg, svgDataUri } from '@/components/QRCode';

const downloadUrl = 'https://www.xueban.cn/m/download';
const adviserWechatUrl = 'https://u.wechat.com/EKz3d0xueban-guwen01';
// The adviser lookup returns a ready-made QR image; a data: address keeps the story offline.
const serverImage = svgDataUri(qrSvg(adviserWechatUrl, 'Q') ?? '');

const meta = {
  title: 'Components/QRCode',
  component: QRCode,
  args: { value: downloadUrl, label: '学伴 App 下载二维码', caption: '扫码下载学伴 App' },
  argTypes: {
    size: { control: 'inline-radio', options: qrCodeSizes },
    errorLevel: { control: 'inline-radio', options: qrErrorLevels },
  },
} satisfies Meta<typeof QRCode>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const image = canvas.getByRole('img', { name: '学伴 App 下载二维码' });
    await expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await expect(canvasElement.querySelector('figcaption')).toHaveTextContent('扫码下载学伴 App');
  },
};

export const Playground: Story = { args: { size: 'lg', errorLevel: 'H' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'flex-end', gap: vars.space[5], flexWrap: 'wrap' }}>
      {qrCodeSizes.map((size) => (
        <QRCode key={size} {...args} size={size} caption={`${size} 尺寸`} />
      ))}
    </div>
  ),
};

export const ServerImage: Story = {
  args: { value: undefined, src: serverImage, label: '课程顾问微信二维码', caption: '微信扫码添加课程顾问' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: '课程顾问微信二维码' })).toHaveAttribute('src', serverImage);
    await expect(canvasElement.querySelector('figure')).toHaveAttribute('data-source', 'image');
  },
};

export const ImageLoadFailed: Story = {
  args: {
    value: undefined,
    src: 'data:image/png;base64,bm90LWFuLWltYWdl',
    label: '课程顾问微信二维码',
    caption: '微信扫码添加课程顾问',
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('二维码加载失败'));
  },
};

export const CannotGenerate: Story = {
  args: { value: '', caption: '暂无可用的二维码' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('二维码生成失败');
  },
};

export const AdviserContact: Story = {
  args: { value: undefined, src: serverImage, label: '课程顾问微信二维码', caption: '微信扫码添加课程顾问', size: 'lg' },
  render: (args) => (
    <div
      style={{
        display: 'inline-flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: vars.space[4],
        padding: vars.space[5],
        borderRadius: vars.radius.lg,
        background: vars.color.neutral[0],
        boxShadow: vars.shadow.md,
      }}
    >
      <QRCode {...args} />
      <CopyText text="xueban_guwen01" label="微信号" maxChars={6} />
      <p style={{ margin: 0, fontSize: vars.fontSize.xs, color: vars.color.neutral[600] }}>服务时间：周一至周五 9:00-17:00</p>
    </div>
  ),
};
