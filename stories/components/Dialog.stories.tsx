import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/components/Button';
import { Dialog, dialogWidthPresets, type DialogProps } from '@/components/Dialog';

/** Opens on load so screenshots show it; closing works, and the button brings it back. */
function StatefulDialog({ open: initial, onOpenChange, ...props }: DialogProps) {
  const [open, setOpen] = useState(initial);
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange(next);
  };
  return (
    <>
      <Button variant="outline" onClick={() => change(true)}>
        打开弹窗
      </Button>
      <Dialog {...props} open={open} onOpenChange={change} />
    </>
  );
}

const grades = ['一年级', '二年级', '三年级', '四年级', '五年级', '六年级', '初一', '初二', '初三', '高一', '高二', '高三'];

function GradeGrid() {
  return (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 8 }}>
      {grades.map((grade) => (
        <Button key={grade} variant={grade === '初二' ? 'primary' : 'outline'} size="sm">
          {grade}
        </Button>
      ))}
    </div>
  );
}

const agreementText = [
  '一、欢迎您使用学伴在线课堂。在注册或使用本服务前，请您务必仔细阅读并充分理解本协议的全部内容。',
  '二、未满18周岁的未成年人应在监护人的陪同下阅读本协议，并在取得监护人同意后使用本服务。',
  '三、您点击注册或实际使用本服务，即视为您已阅读并接受本协议的全部条款。',
  '四、您在注册时提供的资料应当真实、准确、完整，不得含有违法或不良信息；资料变更时请及时更新。',
  '五、课程视频、讲义及习题等内容的知识产权归平台或相应权利人所有，未经许可不得录制、传播或用于商业用途。',
  '六、您购买的课程在有效期内可反复观看；如需退费，请按照订单页面的退费规则联系客服处理。',
  '七、我们将依据《隐私政策》保护您的个人信息，仅在提供服务所必需的范围内收集和使用。',
  '八、客服热线：400-820-1234，工作时间为周一至周五 9:00-17:00。',
];

const footer = (
  <>
    <Button variant="outline">取消</Button>
    <Button>确定</Button>
  </>
);

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  render: (args) => <StatefulDialog {...args} />,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    onOpenChange: fn(),
    title: '选择年级',
    description: '我们将为您推荐适合该年级的课程',
    children: <GradeGrid />,
    footer,
  },
  argTypes: {
    width: { control: 'select', options: [...dialogWidthPresets, 560, 900] },
    children: { control: false },
    footer: { control: false },
  },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const page = (element: HTMLElement) => within(element.ownerDocument.body);

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = page(canvasElement);
    const dialog = await screen.findByRole('dialog', { name: '选择年级' });
    await expect(dialog).toHaveAccessibleDescription('我们将为您推荐适合该年级的课程');
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(await screen.findByRole('button', { name: '打开弹窗' }));
    const reopened = await screen.findByRole('dialog', { name: '选择年级' });
    await waitFor(() => expect(reopened).toBeVisible());
  },
};

export const Playground: Story = { args: { width: 'lg' } };

export const Small: Story = {
  args: {
    width: 'sm',
    title: '忘记密码',
    description: undefined,
    children: '账号或密码遗失，请联系客服找回：400-820-1234（周一至周五 9:00-17:00）',
    footer: <Button>我知道了</Button>,
  },
};

export const Medium: Story = { args: { width: 'md' } };

export const Large: Story = { args: { width: 'lg' } };

export const Agreement: Story = {
  args: {
    width: 'agreement',
    title: '学伴在线课堂用户协议',
    description: '更新日期：2024年9月1日',
    children: (
      <div>
        {agreementText.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
    ),
    footer: <Button>我已阅读并同意</Button>,
  },
  play: async ({ canvasElement }) => {
    const dialog = await page(canvasElement).findByRole('dialog', { name: '学伴在线课堂用户协议' });
    await expect(dialog).toHaveAttribute('data-width', 'agreement');
  },
};

export const HiddenTitle: Story = {
  args: {
    titleHidden: true,
    title: '添加课程顾问微信',
    description: undefined,
    footer: undefined,
    children: (
      <div style={{ textAlign: 'center' }}>
        <p style={{ fontSize: '1.2em', fontWeight: 700, margin: 0 }}>扫码添加课程顾问</p>
        <p>微信号：xueban…</p>
      </div>
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(await page(canvasElement).findByRole('dialog', { name: '添加课程顾问微信' })).toBeInTheDocument();
  },
};

export const NotDismissible: Story = {
  args: {
    dismissible: false,
    title: '年级升级提醒',
    description: undefined,
    children: '新学年已开始，您的年级已从“初一”升级为“初二”，推荐课程已同步更新。',
    footer: <Button>我知道了</Button>,
  },
  play: async ({ canvasElement, args }) => {
    const screen = page(canvasElement);
    const dialog = await screen.findByRole('dialog', { name: '年级升级提醒' });
    await expect(within(dialog).queryByRole('button', { name: '关闭' })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
    await waitFor(() => expect(dialog).toBeVisible());
  },
};

export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    const screen = page(canvasElement);
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '打开弹窗' }));
    const dialog = await screen.findByRole('dialog', { name: '选择年级' });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
