import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { signInMachine, sittingMachine } from '@machines/evaluation';
import { MachineDiagram } from './MachineDiagram';

/** The evaluation area's statecharts (/e), drawn from their definitions. */
const meta = {
  title: 'Machines/Evaluation',
  component: MachineDiagram,
  args: { machine: sittingMachine },
  argTypes: { machine: { control: false } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MachineDiagram>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Sitting: Story = {
  play: async ({ canvas }) => {
    const sitting = canvas.getByRole('list', { name: 'sitting states' });
    for (const state of ['answering', 'reviewing', 'confirming']) await expect(within(sitting).getByText(state)).toBeVisible();
    await expect(canvas.getAllByText('tag timedOut')[0]).toBeVisible();
    // The answer events of every question kind stay inside the sitting, each guarded by its kind.
    await expect(canvas.getByText('[isMultipleChoice]')).toBeVisible();
    await expect(canvas.getByText('[isFillIn]')).toBeVisible();
    const source = canvas.getByLabelText(/Mermaid stateDiagram-v2 source/);
    await expect(source).toHaveTextContent(/submitting/);
    await expect(source).toHaveTextContent(/failed/);
  },
};

export const SignIn: Story = {
  args: { machine: signInMachine },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('tag profile')[0]).toBeVisible();
    await expect(canvas.getByLabelText(/Mermaid stateDiagram-v2 source/)).toHaveTextContent(/signedIn/);
  },
};
