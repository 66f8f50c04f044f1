import type { Meta, StoryObj } from '@storybook/react-vite';
import { explore, explorerMeta } from './graph/explorerStories';
import type { MachineExplorer } from './graph/MachineExplorer';
import { machineModels } from './models';
import { routeGuardFor } from './models/routeGuard';

/**
 * The route guard's statechart: one navigation decided at once, without events. Each story below starts from
 * a sample navigation and shows the outcome it rests in.
 */
const meta = {
  title: 'Machines/RouteGuard',
  ...explorerMeta(machineModels.routeGuard),
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

const outcome = (name: Parameters<typeof routeGuardFor>[0]): Story => ({
  args: { model: routeGuardFor(name) },
  play: explore('routeGuard', { go: name, then: `${name} (done)` }),
});

/** /news for a desktop visitor: shown as it is. */
export const Diagram: Story = { play: explore('routeGuard', { go: 'shown', then: 'shown (done)' }) };
export const JumpedToPhoneSite = outcome('jumpedToPhoneSite');
export const SentToPhoneLogin = outcome('sentToPhoneLogin');
export const WarnedAndSentHome = outcome('warnedAndSentHome');
export const SentToMobileLogin = outcome('sentToMobileLogin');
export const SentToEvaluationReport = outcome('sentToEvaluationReport');
export const SentToEvaluationLogin = outcome('sentToEvaluationLogin');
export const RedirectedFromMovedAddress = outcome('redirectedFromMovedAddress');
