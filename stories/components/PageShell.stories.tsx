import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '@/components/Button';
import { Container, PageTitle, Section, sectionSurfaces } from '@/components/PageShell';
import { StoryLink, navigate } from './storyKit';

const meta = {
  title: 'Layouts/PageShell',
  component: PageTitle,
  parameters: { layout: 'fullscreen' },
  args: {
    title: '我的订单',
    subtitle: '查看课程订单、支付状态与物流信息',
    LinkComponent: StoryLink,
  },
  argTypes: { LinkComponent: { control: false }, actions: { control: false } },
  render: (args) => (
    <Container>
      <PageTitle {...args} />
    </Container>
  ),
} satisfies Meta<typeof PageTitle>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '我的订单' })).toBeInTheDocument();
  },
};

export const Playground: Story = {
  args: { breadcrumb: [{ label: '首页', to: '/home' }, { label: '个人中心', to: '/personal/my-course' }, { label: '我的订单' }] },
};

export const WithBreadcrumb: Story = {
  args: {
    title: '中考数学压轴题专项突破',
    subtitle: '主讲：王老师 · 共 16 讲',
    breadcrumb: [{ label: '首页', to: '/home' }, { label: '课程中心', to: '/course' }, { label: '中考数学压轴题专项突破' }],
  },
  play: async ({ canvas }) => {
    navigate.mockClear();
    await expect(canvas.getByText('中考数学压轴题专项突破', { selector: '[aria-current="page"]' })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('link', { name: '课程中心' }));
    await expect(navigate).toHaveBeenCalledWith('/course');
  },
};

export const WithActions: Story = {
  args: { title: '我的收藏', subtitle: '收藏的课程与资讯', actions: <Button variant="outline">管理收藏</Button> },
};

export const Sections: Story = {
  render: (args) => (
    <Container>
      <PageTitle {...args} title="学习中心" subtitle="今天也要加油哦" />
      {sectionSurfaces.map((surface) => (
        <Section
          key={surface}
          surface={surface}
          title={surface === 'card' ? '最近学习' : '推荐课程'}
          extra={
            <StoryLink to="/course/more" style={{ fontSize: 'inherit' }}>
              查看全部
            </StoryLink>
          }
        >
          <p style={{ margin: 0 }}>
            {surface === 'card'
              ? '初二物理 · 第三章 光现象 · 已学习 68%，继续上次的进度吧。'
              : '根据你的年级为你精选了 12 门同步课程，覆盖语文、数学、英语三科。'}
          </p>
        </Section>
      ))}
    </Container>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '最近学习' })).toBeInTheDocument();
    await expect(canvas.getByRole('region', { name: '推荐课程' })).toBeInTheDocument();
  },
};
