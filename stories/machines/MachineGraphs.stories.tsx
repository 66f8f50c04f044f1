import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { MachineExplorer } from './graph/MachineExplorer';
import { smsModel } from './models/sms';

const meta = {
  title: 'Machines/Graphs',
  component: MachineExplorer,
  args: { model: smsModel },
  argTypes: { model: { control: false } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SmsCountdown: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Statechart of smsCountdown' }, { timeout: 10_000 })).toBeVisible();
  },
};
