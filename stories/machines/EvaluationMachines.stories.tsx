import type { Meta, StoryObj } from '@storybook/react-vite';
import { explore, explorerMeta } from './graph/explorerStories';
import type { MachineExplorer } from './graph/MachineExplorer';
import { machineModels } from './models';

/** The evaluation area's statecharts (/e), drawn from their definitions and stepped by hand with sample answers. */
const meta = {
  title: 'Machines/Evaluation',
  ...explorerMeta(machineModels.evaluationSitting),
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An exam with two seconds left: answered, handed in, or handed in by itself when the time is up. */
export const Sitting: Story = {
  play: explore('evaluationSitting', { press: 'user.submit', then: 'sitting.confirming' }, { go: 'timedOut', then: 'timedOut' }),
};

/** Practice: no clock and no hand-in, each answer checked by the server. */
export const SittingPractice: Story = {
  args: { model: machineModels.evaluationSittingPractice },
  play: explore(
    'evaluationSitting',
    { press: 'user.review', then: 'sitting.reviewing' },
    { go: 'sitting.checking', then: 'sitting.checking' },
  ),
};

export const SignIn: Story = {
  args: { model: machineModels.evaluationSignIn },
  play: explore('evaluationSignIn', { go: 'smsStep', then: 'smsStep' }, { press: 'user.backToPassword', then: 'editing' }),
};
