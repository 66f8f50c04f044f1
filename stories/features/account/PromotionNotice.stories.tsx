import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PromotionNotice } from '@/features/account/PromotionNotice';

const meta = {
  title: 'Account/PromotionNotice',
  component: PromotionNotice,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    mainTitle: '暑期名师直播课限时免费',
    subtitle: '7月1日至8月31日，初高中数理化直播课免费学，名额有限，先到先得',
    onAcknowledge: fn(),
  },
} satisfies Meta<typeof PromotionNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: '暑期名师直播课限时免费' });
    await expect(dialog).toHaveAccessibleDescription(/初高中数理化直播课免费学/);
    await userEvent.click(within(dialog).getByRole('button', { name: '我知道了' }));
    await expect(args.onAcknowledge).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = { args: { mainTitle: '新学期报名享 8 折', subtitle: '' } };

export const TitleOnly: Story = {
  args: { subtitle: null },
  play: async ({ canvasElement }) => {
    await page(canvasElement).findByRole('dialog', { name: '暑期名师直播课限时免费' });
  },
};

export const English: Story = {
  globals: { locale: 'en' },
  args: {
    mainTitle: 'Free live summer classes',
    subtitle: 'Maths, physics and chemistry for middle and high school, 1 July to 31 August',
  },
};
