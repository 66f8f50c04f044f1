import type { Meta, StoryObj } from '@storybook/react-vite';
import { explore, explorerMeta } from './graph/explorerStories';
import type { MachineExplorer } from './graph/MachineExplorer';
import { machineModels } from './models';

const meta = {
  title: 'Machines/App',
  ...explorerMeta(machineModels.app),
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Diagram: Story = {
  play: explore(
    'app',
    { press: 'session.expired: 登录已失效', then: '(session.expiredNotice + loginModal.closed)' },
    {
      go: '(session.loggedIn.confirmingLogout + loginModal.open)',
      then: '(session.loggedIn.confirmingLogout + loginModal.open)',
    },
  ),
};
