import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AddStaffDialog, AuditTable, StaffTable } from '@/features/console';
import { inConsolePanel } from './consoleStory';
import { sampleAudit, sampleStaff } from './samples';

/** The staff list with roles changed in place, the form that adds a member, and the audit log. */
const meta = {
  title: 'Features/Console/StaffAndAudit',
  tags: ['console'],
  decorators: inConsolePanel,
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const onChangeRole = fn();
const onToggleDisabled = fn();

export const Staff: Story = {
  render: () => (
    <StaffTable rows={sampleStaff} selfId={1} busyId={null} onChangeRole={onChangeRole} onToggleDisabled={onToggleDisabled} />
  ),
  play: async ({ canvas }) => {
    const self = within(canvas.getByTestId('staff-13600136001'));
    await expect(self.getByRole('button', { name: '停用' })).toBeDisabled();
    await userEvent.selectOptions(canvas.getByLabelText('王珊的角色'), 'service');
    await expect(onChangeRole).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }), 'service');
    await userEvent.click(within(canvas.getByTestId('staff-13600136005')).getByRole('button', { name: '恢复' }));
    await expect(onToggleDisabled).toHaveBeenCalledWith(expect.objectContaining({ id: 5 }));
  },
};

export const StaffSaving: Story = {
  render: () => <StaffTable rows={sampleStaff} selfId={1} busyId={4} onChangeRole={fn()} onToggleDisabled={fn()} />,
};

export const StaffEmpty: Story = {
  render: () => <StaffTable rows={[]} selfId={1} busyId={null} onChangeRole={fn()} onToggleDisabled={fn()} />,
};

const onSubmit = fn();

export const AddStaff: Story = {
  render: () => <AddStaffDialog open onOpenChange={fn()} submitting={false} error={null} onSubmit={onSubmit} />,
  play: async ({ canvasElement }) => {
    const element = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: '添加员工' });
    await waitFor(() => expect(element).toBeVisible());
    const dialog = within(element);
    await userEvent.type(dialog.getByLabelText('手机号'), '13600136099');
    await userEvent.type(dialog.getByLabelText('姓名'), '孙磊');
    await userEvent.selectOptions(dialog.getByLabelText('角色'), 'finance');
    await userEvent.type(dialog.getByLabelText('初始密码'), 'short1');
    await userEvent.click(dialog.getByRole('button', { name: '添加' }));
    await expect(dialog.getByText('密码应为 10-64 位，且同时包含字母和数字')).toBeVisible();
    await expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(dialog.getByLabelText('初始密码'), 'Welcome2026');
    await userEvent.click(dialog.getByRole('button', { name: '添加' }));
    await expect(onSubmit).toHaveBeenCalledWith({
      phone: '13600136099',
      name: '孙磊',
      role: 'finance',
      password: 'short1Welcome2026',
    });
  },
};

export const AddStaffRefused: Story = {
  render: () => <AddStaffDialog open onOpenChange={fn()} submitting={false} error="该手机号已是员工账号" onSubmit={fn()} />,
};

export const AddStaffSubmitting: Story = {
  render: () => <AddStaffDialog open onOpenChange={fn()} submitting error={null} onSubmit={fn()} />,
};

export const Audit: Story = {
  render: () => <AuditTable entries={sampleAudit} entity="" onEntityChange={fn()} hasMore loadingMore={false} onMore={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('停用员工')).toBeVisible();
    await expect(canvas.getByText('命令行')).toBeVisible();
    // An action the console has no name for yet shows its code rather than nothing.
    await expect(canvas.getByText('order.refund')).toBeVisible();
  },
};

export const AuditLastPage: Story = {
  render: () => (
    <AuditTable entries={sampleAudit} entity="staff" onEntityChange={fn()} hasMore={false} loadingMore={false} onMore={fn()} />
  ),
};

export const AuditEmpty: Story = {
  render: () => (
    <AuditTable entries={[]} entity="staff" onEntityChange={fn()} hasMore={false} loadingMore={false} onMore={fn()} />
  ),
};
