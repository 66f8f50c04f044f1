import type { Meta, StoryObj } from '@storybook/react-vite';
import { explore, explorerMeta } from './graph/explorerStories';
import type { MachineExplorer } from './graph/MachineExplorer';
import { machineModels } from './models';

const meta = {
  title: 'Machines/Register',
  ...explorerMeta(machineModels.register),
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Diagram: Story = {
  play: explore(
    'register',
    { go: 'active.(form.editing.filling + code.sending)', then: 'active.(form.editing.filling + code.sending)' },
    { press: 'smsCode reports 图形验证码错误', then: 'active.(form.editing.filling + code.captchaRequired)' },
    { go: 'registered', then: 'registered' },
  ),
};
