import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { appMachine } from '@machines/app';
import { MachineDiagram } from './MachineDiagram';

const meta = {
  title: 'Machines/App',
  component: MachineDiagram,
  args: { machine: appMachine },
  argTypes: { machine: { control: false } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MachineDiagram>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Diagram: Story = {
  play: async ({ canvas }) => {
    const session = canvas.getByRole('list', { name: 'session states' });
    await expect(within(session).getByText('confirmingLogout')).toBeVisible();
    await expect(canvas.getByText('tag sessionExpiredNotice')).toBeVisible();
    const modal = canvas.getByRole('list', { name: 'open transitions' });
    await expect(within(modal).getByText('[currentRouteRequiresAuth and not hasUser]', { exact: false })).toBeVisible();
    await expect(canvas.getByLabelText(/Mermaid stateDiagram-v2 source/)).toHaveTextContent(/^stateDiagram-v2/);
  },
};
