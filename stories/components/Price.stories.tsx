import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { rem } from '@tokens/index';
import { vars } from '@tokens/theme.css';
import { Price } from '@/components/Price';

/*
 * SPEC §9 fixes the price red (#FF4D4F) and its 0.22rem size. That red reaches 3.3:1 on white, enough
 * only for large text, so the contrast rule skips the yen sign and the amount; every other text in
 * these stories is still checked.
 */
const priceContrastExemption = {
  a11y: {
    config: {
      rules: [{ id: 'color-contrast', selector: '*:not([data-part="currency"]):not([data-part="amount"])' }],
    },
  },
};

const meta = {
  title: 'Components/Price',
  component: Price,
  args: { price: 1980 },
  argTypes: {
    price: { control: 'number' },
    originalPrice: { control: 'number' },
    color: { control: 'color' },
    tagColor: { control: 'color' },
    priceColor: { control: 'color' },
    size: { control: 'text' },
    tagSize: { control: 'text' },
    priceSize: { control: 'text' },
  },
  parameters: priceContrastExemption,
} satisfies Meta<typeof Price>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="currency"]')).toHaveTextContent('¥');
    await expect(canvasElement.querySelector('[data-part="amount"]')).toHaveTextContent('1980');
  },
};

export const Playground: Story = { args: { price: 1280, originalPrice: 1980, size: rem(32) } };

export const Missing: Story = {
  args: { price: null },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="amount"]')).toHaveTextContent(/^0$/);
  },
};

export const WithCents: Story = {
  args: { price: 99.5 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-part="amount"]')).toHaveTextContent('99.50');
  },
};

export const Discounted: Story = {
  args: { price: 1280, originalPrice: 1980 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('原价')).toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', alignItems: 'baseline', gap: vars.space[5], flexWrap: 'wrap' }}>
      <Price {...args} size={rem(16)} />
      <Price {...args} />
      <Price {...args} size={rem(32)} />
      <Price {...args} size={rem(48)} tagSize={rem(24)} />
    </div>
  ),
};

export const CustomColors: Story = {
  args: { price: 399, tagColor: vars.color.neutral[600], priceColor: vars.color.brand[700] },
};

export const Inherited: Story = {
  args: { price: 2680, color: vars.color.neutral[900], size: rem(28) },
};
