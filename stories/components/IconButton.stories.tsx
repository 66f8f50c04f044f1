import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton, iconButtonSizes, iconButtonVariants } from '@/components/IconButton';

function HeartGlyph() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" aria-hidden="true">
      <path d="M12 20s-7.5-4.6-7.5-10A4.5 4.5 0 0 1 12 7.2 4.5 4.5 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z" />
    </svg>
  );
}

function ShareGlyph() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <circle cx="18" cy="5.5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="18.5" r="2.5" />
      <path d="M8.2 10.8l7.6-4.1M8.2 13.2l7.6 4.1" />
    </svg>
  );
}

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: { 'aria-label': '收藏课程', children: <HeartGlyph />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
    children: { control: false },
  },
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '收藏课程' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = { args: { variant: 'soft', size: 'lg' } };

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      {iconButtonVariants.map((variant) => (
        <IconButton key={variant} {...args} variant={variant} aria-label={`分享课程（${variant}）`}>
          <ShareGlyph />
        </IconButton>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(iconButtonVariants.length);
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      {iconButtonSizes.map((size) => (
        <IconButton key={size} {...args} size={size} variant="outline" aria-label={`收藏课程（${size}）`} />
      ))}
    </div>
  ),
};

export const Disabled: Story = {
  args: { disabled: true, variant: 'solid' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '收藏课程' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
