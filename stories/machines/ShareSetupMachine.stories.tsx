import '@/features/campaign/texts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SimglePageView } from '@/pages/campaign/simglePage/SimglePageView';
import { shareSetupStateIds } from '@machines/share';
import { onPage } from '../pages/pageStory';
import { explore } from './graph/explorerStories';
import { MachineExplorer } from './graph/MachineExplorer';
import { machineModels } from './models';

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

/** Inside WeChat, where the JS-SDK can be used. */
export const Diagram: Story = {
  render: () => <MachineExplorer model={machineModels.shareSetup} />,
  play: explore('shareSetup', { press: 'after shareDelay', then: 'requesting' }, { go: 'shared', then: 'shared (done)' }),
};
/** In any other browser: the signature is asked for, then nothing is configured. */
export const DiagramOutsideWeChat: Story = {
  render: () => <MachineExplorer model={machineModels.shareSetupOutsideWeChat} />,
  play: explore('shareSetup', { press: 'after shareDelay', then: 'requesting' }, { go: 'noSdk', then: 'noSdk (done)' }),
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
