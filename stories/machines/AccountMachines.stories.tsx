import type { Meta, StoryObj } from '@storybook/react-vite';
import { explore, explorerMeta } from './graph/explorerStories';
import type { MachineExplorer } from './graph/MachineExplorer';
import { machineModels } from './models';

/** The account flows' statecharts, drawn from their definitions and stepped by hand with sample answers. */
const meta = {
  title: 'Machines/Accounts',
  ...explorerMeta(machineModels.login),
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {
  play: explore(
    'login',
    { press: 'user.forgotPassword', then: 'forgotPasswordHint' },
    { go: 'smsCheck.(code.countingDown + verification.entering)', then: 'smsCheck.(code.countingDown + verification.entering)' },
  ),
};

export const SmsCountdown: Story = {
  args: { model: machineModels.sms },
  play: explore('smsCountdown', { press: 'user.sendCode', then: 'requestingSigns' }, { go: 'counting', then: 'counting' }),
};

export const GradeFlow: Story = {
  args: { model: machineModels.gradeFlow },
  play: explore(
    'gradeFlow',
    { press: 'loadGradeSelection done: grades', then: 'choosingGrade.picking' },
    { go: 'done', then: 'done (done)' },
  ),
};

/** The grade flow for a student whose grade moved up a year: the upgrade notice first. */
export const GradeFlowUpgrade: Story = {
  args: { model: machineModels.gradeFlowUpgrade },
  play: explore('gradeFlow', { press: 'user.acknowledge', then: 'acknowledgingUpgrade' }),
};

export const Adviser: Story = {
  args: { model: machineModels.adviser },
  play: explore('adviser', { press: /^adviser\.show$/, then: 'waiting' }, { go: 'retrying', then: 'retrying' }),
};
