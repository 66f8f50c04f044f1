import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AuditTable, ConsoleFrame, ConsoleOverview } from '@/features/console';
import { onPage } from '../../pages/pageStory';
import { menuFor, ownerPermissions, readOnlyPermissions, sampleAudit } from './samples';

/** The console after sign-in: the menu a role allows, who is signed in, and the overview page. */
const meta = {
  title: 'Features/Console/Frame',
  component: ConsoleFrame,
  tags: ['console'],
  decorators: [onPage],
  parameters: { layout: 'fullscreen' },
  args: {
    menu: menuFor(['overview', 'staff', 'audit']),
    activeId: 'overview',
    staffName: '周宁',
    roleName: '所有者',
    onSignOut: fn(),
    onSwitchLanguage: fn(),
    children: null,
  },
} satisfies Meta<typeof ConsoleFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

const noop = () => {};

export const OwnerOverview: Story = {
  args: {
    children: (
      <ConsoleOverview
        staffName="周宁"
        roleName="所有者"
        permissions={ownerPermissions}
        auditPath="/admin/audit"
        recent={
          <AuditTable
            compact
            entries={sampleAudit.slice(0, 3)}
            entity=""
            onEntityChange={noop}
            hasMore={false}
            loadingMore={false}
            onMore={noop}
          />
        }
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '员工与角色' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '工作台' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('管理员工与角色')).toBeVisible();
  },
};

export const ReadOnlyOverview: Story = {
  args: {
    menu: menuFor(['overview']),
    staffName: '赵敏',
    roleName: '只读',
    children: (
      <ConsoleOverview
        staffName="赵敏"
        roleName="只读"
        permissions={readOnlyPermissions}
        auditPath="/admin/audit"
        recent={null}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: '员工与角色' })).toBeNull();
    await expect(canvas.queryByText('最近的后台操作')).toBeNull();
  },
};
