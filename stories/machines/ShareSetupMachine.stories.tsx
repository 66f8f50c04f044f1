import '@/features/campaign/texts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SimglePageView } from '@/pages/campaign/simglePage/SimglePageView';
import { shareSetupMachine, shareSetupStateIds } from '@machines/share';
import { onPage } from '../pages/pageStory';
import { MachineDiagram } from './MachineDiagram';

/** Share setup of the WeChat article page: the statechart, and the article in each of its states (the reader sees no difference). */
const meta = {
  title: 'Machines/ShareSetup',
  component: SimglePageView,
  decorators: [
    onPage,
    (Story) => (
      <div style={{ maxWidth: 375, margin: '0 auto' }}>
        <Story />
      </div>
    ),
  ],
  args: { shareState: 'waiting' },
  argTypes: { shareState: { control: 'inline-radio', options: shareSetupStateIds } },
} satisfies Meta<typeof SimglePageView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Diagram: Story = {
  render: () => <MachineDiagram machine={shareSetupMachine} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Mermaid stateDiagram-v2 source/)).toHaveTextContent(/configuring/);
  },
};
export const Waiting: Story = {};
export const Requesting: Story = { args: { shareState: 'requesting' } };
export const Configuring: Story = { args: { shareState: 'configuring' } };
export const Shared: Story = { args: { shareState: 'shared' } };
export const NoSdk: Story = { args: { shareState: 'noSdk' } };
export const Failed: Story = {
  args: { shareState: 'failed' },
  play: async ({ canvasElement }) => {
    // A failed share setup leaves the article as it is: nothing is shown about it.
    await expect(canvasElement.querySelector('[data-share-state="failed"]')).not.toBeNull();
    await expect(canvasElement.querySelector('[role="alert"]')).toBeNull();
  },
};
