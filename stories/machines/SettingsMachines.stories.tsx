import type { Meta, StoryObj } from '@storybook/react-vite';
import { explore, explorerMeta } from './graph/explorerStories';
import type { MachineExplorer } from './graph/MachineExplorer';
import { machineModels } from './models';

/** The account settings' statecharts (/personal/setting), drawn from their definitions and stepped by hand. */
const meta = {
  title: 'Machines/Settings',
  ...explorerMeta(machineModels.settingsAvatarUpload),
} satisfies Meta<typeof MachineExplorer>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AvatarUpload: Story = {
  play: explore('avatarUpload', { press: 'user.pick: moving.gif', then: 'rejected' }, { go: 'saving', then: 'saving' }),
};

export const BindPhone: Story = {
  args: { model: machineModels.settingsBindPhone },
  play: explore(
    'bindPhone',
    { press: 'user.phoneChanged: a new phone', then: 'active.(code.ready + form.editing.filling)' },
    { press: 'smsCode reports requestingSigns', then: 'active.(code.sending + form.editing.filling)' },
    { go: 'done', then: 'done' },
  ),
};

export const ChangePassword: Story = {
  args: { model: machineModels.settingsChangePassword },
  play: explore(
    'changePassword',
    { go: 'submitting', then: 'submitting' },
    { press: 'changePassword done: 原密码错误', then: 'editing.serverError' },
  ),
};

export const ResetPassword: Story = {
  args: { model: machineModels.settingsResetPassword },
  play: explore(
    'resetPassword',
    { press: 'smsCode reports requestingSigns', then: 'active.(code.sending + form.editing.filling)' },
    { go: 'done', then: 'done (done)' },
  ),
};
