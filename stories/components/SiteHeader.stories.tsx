import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vars } from '@tokens/theme.css';
import { Container, PageTitle, Section } from '@/components/PageShell';
import { SiteHeader, useStickyHeader, type SiteHeaderProps } from '@/components/SiteHeader';
import { TextField } from '@/components/TextField';
import { StoryLink, navigate, student } from './storyKit';

function SearchGlyph() {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" aria-hidden="true" focusable="false">
      <path
        d="M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-3.5-3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

function CourseSearch() {
  const [keyword, setKeyword] = useState('');
  return (
    <TextField
      label="搜索"
      hideLabel
      type="search"
      placeholder="搜索课程、名师、资讯"
      value={keyword}
      onValueChange={setKeyword}
      prefix={<SearchGlyph />}
    />
  );
}

const pageBody: Decorator = (Story, { parameters }) =>
  parameters.pageBody === false ? (
    <Story />
  ) : (
    <>
      <Story />
      <Container>
        <PageTitle title="初中数学同步精讲" subtitle="人教版 · 八年级上册 · 共 24 讲" />
        <Section title="课程简介" surface="card">
          <p style={{ margin: 0 }}>
            由北京重点中学一线名师主讲，按教材章节同步讲解，每讲配套随堂练习与错题解析，帮助孩子打牢基础、举一反三。
          </p>
        </Section>
      </Container>
    </>
  );

const meta = {
  title: 'Layouts/SiteHeader',
  component: SiteHeader,
  decorators: [pageBody],
  parameters: { layout: 'fullscreen' },
  args: {
    currentPath: '/home',
    LinkComponent: StoryLink,
    onLoginClick: fn(),
    onLogout: fn(),
    onAdviserClick: fn(),
    onMenuOpenChange: fn(),
  },
  argTypes: {
    currentPath: { control: 'select', options: ['/home', '/news', '/news/detail', '/about/cooperation', '/course'] },
    LinkComponent: { control: false },
    search: { control: false },
    user: { control: 'object' },
  },
} satisfies Meta<typeof SiteHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

const openMenu = async (canvasElement: HTMLElement, name: RegExp = /^张小明\s*的账户菜单$/) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name }));
  return within(canvasElement.ownerDocument.body).findByRole('menu');
};
/** Until the menu has closed: the picture is taken after its closing fade, not halfway through it. */
const menuClosed = (canvasElement: HTMLElement) =>
  waitFor(() => expect(within(canvasElement.ownerDocument.body).queryByRole('menu')).not.toBeInTheDocument());

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(args.onLoginClick).toHaveBeenCalledOnce();
    const nav = canvas.getByRole('navigation', { name: '主导航' });
    await expect(within(nav).getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
  },
};

export const Playground: Story = { args: { user: student, notificationCount: 3, sticky: false } };

export const Anonymous: Story = {
  args: { currentPath: '/news' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /账户菜单/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: '新闻资讯' })).toHaveAttribute('aria-current', 'page');
  },
};

export const LoggedIn: Story = {
  args: { user: student },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '登录' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: /^张小明\s*的账户菜单$/ })).toBeInTheDocument();
  },
};

export const MenuOpen: Story = {
  args: { user: student, notificationCount: 3 },
  play: async ({ canvasElement, args }) => {
    navigate.mockClear();
    const menu = await openMenu(canvasElement, /^张小明\s*的账户菜单\s*，3 条新消息$/);
    const items = within(menu).getAllByRole('menuitem');
    const labels = ['我的课程', '学习管理', '课程顾问', '账户设置', '我的收藏', '我的订单', '消息中心', '问题反馈', '退出登录'];
    await expect(items).toHaveLength(labels.length);
    for (const [index, label] of labels.entries()) await expect(items[index]).toHaveTextContent(label);
    await expect(within(menu).getByRole('menuitem', { name: /消息中心\s*3 条新消息/ })).toBeInTheDocument();
    await expect(within(menu).getByRole('menuitem', { name: '我的课程' })).toHaveAttribute('href', '/personal/my-course');
    await expect(within(menu).getByRole('menuitem', { name: '学习管理' })).toHaveAttribute('href', '/studymag');
    await expect(args.onMenuOpenChange).toHaveBeenLastCalledWith(true);
  },
};

export const ChoosesAdviser: Story = {
  args: { user: student },
  play: async ({ canvasElement, args }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.click(within(menu).getByRole('menuitem', { name: '课程顾问' }));
    await expect(args.onAdviserClick).toHaveBeenCalledOnce();
    await menuClosed(canvasElement);
  },
};

export const NavigatesFromMenu: Story = {
  args: { user: student },
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const menu = await openMenu(canvasElement);
    await userEvent.click(within(menu).getByRole('menuitem', { name: '我的订单' }));
    await expect(navigate).toHaveBeenCalledWith('/personal/order');
    // In the app the new page replaces the menu; here nothing navigates, so the menu is closed as a family would.
    await userEvent.keyboard('{Escape}');
    await menuClosed(canvasElement);
  },
};

export const LogsOut: Story = {
  args: { user: student },
  play: async ({ canvasElement, args }) => {
    const menu = await openMenu(canvasElement);
    await userEvent.click(within(menu).getByRole('menuitem', { name: '退出登录' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
    await menuClosed(canvasElement);
  },
};

export const WithBadge: Story = {
  args: { user: { ...student, name: '李思涵' }, notificationCount: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^李思涵\s*的账户菜单\s*，12 条新消息$/ })).toBeInTheDocument();
  },
};

export const WithSearch: Story = {
  args: { user: student, search: <CourseSearch />, currentPath: '/about/contact-us' },
};

export const Sticky: Story = {
  args: { user: student, sticky: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toHaveAttribute('data-state', 'sticky');
  },
};

function ScrollingPage(args: SiteHeaderProps) {
  const ref = useRef<HTMLElement>(null);
  const sticky = useStickyHeader(ref);
  return (
    <>
      <SiteHeader ref={ref} {...args} sticky={sticky} />
      <Container>
        <PageTitle title="新闻资讯" subtitle="向下滚动页面，导航栏会在越过自身高度 20 像素后固定在顶部" />
        {['中考政策解读', '期末复习规划', '假期学习指南', '家长必读'].map((title) => (
          <Section key={title} title={title} surface="card" style={{ minHeight: `calc(${vars.control.lg} * 10)` }}>
            <p style={{ margin: 0 }}>名师团队整理的{title}要点，帮助孩子合理安排时间、提高学习效率。</p>
          </Section>
        ))}
      </Container>
    </>
  );
}

export const StickyOnScroll: Story = {
  parameters: { pageBody: false },
  args: { user: student, currentPath: '/news' },
  render: (args) => <ScrollingPage {...args} />,
  play: async ({ canvasElement }) => {
    const view = canvasElement.ownerDocument.defaultView!;
    const header = within(canvasElement).getByRole('banner');
    await expect(header).toHaveAttribute('data-state', 'static');
    view.scrollTo(0, 600);
    await waitFor(() => expect(header).toHaveAttribute('data-state', 'sticky'));
    view.scrollTo(0, 0);
    await waitFor(() => expect(header).toHaveAttribute('data-state', 'static'));
  },
};
