import type { Meta, StoryObj } from '@storybook/react-vite';
import { explore, explorerMeta } from './graph/explorerStories';
import type { MachineExplorer } from './graph/MachineExplorer';
import { machineModels } from './models';

const meta = {
  title: 'Machines/Promotion',
  ...explorerMeta(machineModels.promotion),
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Diagram: Story = {
  play: explore(
    'promotion',
    { press: 'page.changed: to /course/list (eligible)', then: 'settling' },
    { go: 'shown', then: 'shown' },
  ),
};
