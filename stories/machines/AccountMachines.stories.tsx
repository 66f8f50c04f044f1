import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { adviserMachine } from '@machines/adviser';
import { gradeFlowMachine } from '@machines/grade';
import { loginMachine } from '@machines/login';
import { smsCountdownMachine } from '@machines/sms';
import { MachineDiagram } from './MachineDiagram';

/** The account flows' statecharts, drawn from their definitions. */
const meta = {
  title: 'Machines/Accounts',
  component: MachineDiagram,
  args: { machine: loginMachine },
  argTypes: { machine: { control: false } },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MachineDiagram>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('tag smsStep')[0]).toBeVisible();
    const verification = canvas.getByRole('list', { name: 'verification states' });
    await expect(within(verification).getByText('verifying')).toBeVisible();
    await expect(canvas.getByLabelText(/Mermaid stateDiagram-v2 source/)).toHaveTextContent(/agreementWarning/);
  },
};

export const SmsCountdown: Story = {
  args: { machine: smsCountdownMachine },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('tag captchaRequired')[0]).toBeVisible();
    await expect(canvas.getByLabelText(/Mermaid stateDiagram-v2 source/)).toHaveTextContent(/counting/);
  },
};

export const GradeFlow: Story = {
  args: { machine: gradeFlowMachine },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('tag upgradeNotice')[0]).toBeVisible();
    await expect(canvas.getByLabelText(/Mermaid stateDiagram-v2 source/)).toHaveTextContent(/savingGrade/);
  },
};

export const Adviser: Story = {
  args: { machine: adviserMachine },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('tag retrying')[0]).toBeVisible();
    await expect(canvas.getByLabelText(/Mermaid stateDiagram-v2 source/)).toHaveTextContent(/waiting/);
  },
};
