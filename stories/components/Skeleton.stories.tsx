import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { rem } from '@tokens/index';
import { vars } from '@tokens/theme.css';
import { Skeleton, SkeletonGroup, skeletonShapes } from '@/components/Skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { shape: 'text', lines: 3 },
  argTypes: {
    shape: { control: 'inline-radio', options: skeletonShapes },
    lines: { control: { type: 'number', min: 1, max: 8 } },
    width: { control: 'text' },
    height: { control: 'text' },
  },
  decorators: [
    (Story, { parameters }) => (
      <SkeletonGroup label={parameters.groupLabel as string | undefined} style={{ maxWidth: 'min(100%, 30em)' }}>
        <Story />
      </SkeletonGroup>
    ),
  ],
} satisfies Meta<typeof Skeleton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('内容加载中');
    await expect(canvasElement.querySelector('[data-shape="text"]')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const Playground: Story = { args: { shape: 'rect', width: '100%', height: rem(160) } };

export const Text: Story = { args: { shape: 'text', lines: 4 } };

export const Rect: Story = { args: { shape: 'rect', lines: 1, height: rem(200) } };

export const Circle: Story = { args: { shape: 'circle', lines: 1, width: rem(64) } };

export const CourseCardPlaceholder: Story = {
  render: () => (
    <div
      style={{
        display: 'flex',
        flexDirection: 'column',
        gap: vars.space[3],
        padding: vars.space[4],
        borderRadius: vars.radius.lg,
        background: vars.color.neutral[0],
        boxShadow: vars.shadow.md,
      }}
    >
      <Skeleton shape="rect" height={rem(200)} />
      <Skeleton shape="text" width="80%" />
      <div style={{ display: 'flex', alignItems: 'center', gap: vars.space[3] }}>
        <Skeleton shape="circle" width={rem(40)} />
        <Skeleton shape="text" lines={2} />
      </div>
    </div>
  ),
};

export const ListPlaceholder: Story = {
  render: () => (
    <>
      {[0, 1, 2].map((row) => (
        <div key={row} style={{ display: 'flex', gap: vars.space[4], alignItems: 'center' }}>
          <Skeleton shape="rect" width={rem(160)} height={rem(90)} />
          <div style={{ flex: 1 }}>
            <Skeleton shape="text" lines={2} />
          </div>
        </div>
      ))}
    </>
  ),
};

export const CustomLabel: Story = {
  parameters: { groupLabel: '课程列表加载中' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('课程列表加载中');
  },
};
