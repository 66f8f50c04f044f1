import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { registerMachine } from '@machines/register';
import { MachineDiagram } from './MachineDiagram';

const meta = {
  title: 'Machines/Register',
  component: MachineDiagram,
  args: { machine: registerMachine },
  argTypes: { machine: { control: false } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MachineDiagram>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Diagram: Story = {
  play: async ({ canvas }) => {
    const form = canvas.getByRole('list', { name: 'form states' });
    await expect(within(form).getByText('agreementWarning')).toBeVisible();
    const code = canvas.getByRole('list', { name: 'code states' });
    await expect(within(code).getByText('captchaRequired')).toBeVisible();
    await expect(canvas.getByText('tag registered')).toBeVisible();
    await expect(canvas.getByLabelText(/Mermaid stateDiagram-v2 source/)).toHaveTextContent(/^stateDiagram-v2/);
  },
};
