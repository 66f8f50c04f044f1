import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TrialBanner } from '@/features/site/TrialBanner';

const meta = {
  title: 'Layouts/TrialBanner',
  component: TrialBanner,
  args: { trial: { smsCode: '246810' } },
} satisfies Meta<typeof TrialBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A trial that sends no SMS: every code is the one on the strip. */
export const WithTrialCode: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note')).toHaveTextContent('验证码统一为 246810');
  },
};
/** A trial that sends real SMS. */
export const WithRealSms: Story = { args: { trial: {} } };
