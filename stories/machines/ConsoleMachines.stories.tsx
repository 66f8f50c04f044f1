import type { Meta, StoryObj } from '@storybook/react-vite';
import { explore, explorerMeta } from './graph/explorerStories';
import type { MachineExplorer } from './graph/MachineExplorer';
import { machineModels } from './models';

/** The operations console's statecharts (/admin), drawn from their definitions and stepped by hand. */
const meta = {
  title: 'Machines/Console',
  tags: ['console'],
  ...explorerMeta(machineModels.consoleStaffSignIn),
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StaffSignIn: Story = {
  play: explore(
    'staffSignIn',
    { press: 'user.submitPassword: 13800138000', then: 'password.checking' },
    { go: 'signedIn', then: 'signedIn (done)' },
  ),
};

export const LessonVideo: Story = {
  args: { model: machineModels.consoleLessonVideo },
  play: explore(
    'lessonVideo',
    { press: 'lookingBack done: none unfinished', then: 'settled' },
    { go: 'retrying', then: 'retrying' },
  ),
};
