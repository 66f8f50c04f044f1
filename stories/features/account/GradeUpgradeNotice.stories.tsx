import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { GradeUpgradeNotice, gradeUpgradeVariants } from '@/features/account/GradeUpgradeNotice';

const meta = {
  title: 'Account/GradeUpgradeNotice',
  component: GradeUpgradeNotice,
  parameters: { layout: 'fullscreen' },
  args: { open: true, grade: '初二', onAcknowledge: fn() },
  argTypes: { variant: { control: 'inline-radio', options: gradeUpgradeVariants } },
} satisfies Meta<typeof GradeUpgradeNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: '新学年到啦！' });
    await expect(dialog).toHaveAccessibleDescription(/你的年级已自动升级为初二/);
    await userEvent.keyboard('{Escape}');
    await expect(args.onAcknowledge).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: '我知道了' }));
    await expect(args.onAcknowledge).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = { args: { grade: '高一', acknowledging: false } };

export const Upgraded: Story = { args: { grade: '初一' } };

export const Acknowledging: Story = {
  args: { acknowledging: true },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: '新学年到啦！' });
    await expect(within(dialog).getByRole('button', { name: /我知道了/ })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Graduated: Story = {
  args: { variant: 'graduated', grade: '高三' },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: '恭喜毕业！' });
    await expect(dialog).toHaveAccessibleDescription(/年级将保留为高三/);
  },
};

export const English: Story = { globals: { locale: 'en' }, args: { grade: 'Grade 8' } };
