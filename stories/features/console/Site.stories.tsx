import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { failed, loading, ready } from '@/components/Loadable';
import {
  SiteAccounts,
  SiteAdvisers,
  SiteAppLinks,
  SiteBanners,
  type SiteAdviserRow,
  type SiteAppLinksData,
  type SiteBannerList,
  type SiteOfficialAccountRow,
} from '@/features/console';
import { openedDialog } from '../../support/openedDialog';
import { inConsolePanel } from './consoleStory';

/** The site's operations: banners, app links, official accounts and advisers, each loading, empty, failed and full. */
const meta = {
  title: 'Features/Console/Site',
  tags: ['console'],
  decorators: inConsolePanel,
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const done = fn(async () => undefined);
const upload = fn(async () => '/assets/banners/banner-03.webp');

const bannerList: SiteBannerList = {
  list: [
    {
      id: 1,
      title: '初二数学《一次函数》专题精讲',
      subtitle: '从变量关系到图像应用，吃透中考高频考点',
      imageUrl: '/assets/banners/banner-02.webp',
      linkPath: '/course/chapter',
      courseId: 12,
      courseTitle: '初二数学·一次函数专题',
      isActive: true,
      startsAt: null,
      endsAt: null,
      state: 'live',
      sort: 1,
      version: 3,
      updatedAt: '2026-11-28T02:00:00.000Z',
    },
    {
      id: 2,
      title: '高三冲刺季',
      subtitle: '名师直播带练，百日提分计划',
      imageUrl: '/assets/banners/banner-03.webp',
      linkPath: '/course/more',
      courseId: null,
      courseTitle: null,
      isActive: true,
      startsAt: '2026-12-10T00:00:00.000Z',
      endsAt: '2027-01-31T15:59:00.000Z',
      state: 'scheduled',
      sort: 2,
      version: 1,
      updatedAt: '2026-12-01T08:30:00.000Z',
    },
    {
      id: 3,
      title: '国庆假期学习计划',
      subtitle: '',
      imageUrl: '/assets/banners/banner-04.webp',
      linkPath: '',
      courseId: null,
      courseTitle: null,
      isActive: true,
      startsAt: '2026-09-25T00:00:00.000Z',
      endsAt: '2026-10-08T00:00:00.000Z',
      state: 'ended',
      sort: 3,
      version: 2,
      updatedAt: '2026-10-08T01:00:00.000Z',
    },
    {
      id: 4,
      title: '家长开放日',
      subtitle: '线上试听，一对一学习规划',
      imageUrl: '/assets/banners/season-spring.webp',
      linkPath: '/freeCourse/home',
      courseId: null,
      courseTitle: null,
      isActive: false,
      startsAt: null,
      endsAt: null,
      state: 'off',
      sort: 4,
      version: 5,
      updatedAt: '2026-11-02T03:12:00.000Z',
    },
  ],
  courses: [
    { id: 12, title: '初二数学·一次函数专题' },
    { id: 15, title: '高三物理·力学冲刺' },
  ],
};

const bannerProps = { canWrite: true, onSave: done, onReorder: done, onDelete: done, onUploadImage: upload };

export const Banners: Story = { render: () => <SiteBanners banners={ready(bannerList)} {...bannerProps} /> };
export const BannersReadOnly: Story = {
  render: () => <SiteBanners banners={ready(bannerList)} {...bannerProps} canWrite={false} />,
};
export const BannersLoading: Story = { render: () => <SiteBanners banners={loading} {...bannerProps} /> };
export const BannersEmpty: Story = {
  render: () => <SiteBanners banners={ready({ list: [], courses: bannerList.courses })} {...bannerProps} />,
};
export const BannersError: Story = { render: () => <SiteBanners banners={failed()} {...bannerProps} /> };

export const BannerForm: Story = {
  render: () => <SiteBanners banners={ready(bannerList)} {...bannerProps} initialEditing={2} />,
};

export const BannerFormChecked: Story = {
  render: () => <SiteBanners banners={ready(bannerList)} {...bannerProps} initialEditing="new" />,
  play: async ({ canvasElement }) => {
    const dialog = await openedDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(within(dialog).getByText('请填写标题（不超过 40 个字）')).toBeVisible();
    await expect(within(dialog).getByText('请上传轮播图图片')).toBeVisible();
  },
};

const appLinks: SiteAppLinksData = {
  androidUrl: 'https://sj.qq.com/appdetail/com.xueban.online',
  androidNote: '安卓用户请在手机自带的应用商店搜索“学伴在线”下载安装。',
  iosUrl: 'https://apps.apple.com/cn/app/id6470000000',
  iosNote: 'iPhone与iPad用户请在App Store搜索“学伴在线”下载安装。',
  fixedByOperator: { android: false, ios: false },
};

export const AppLinks: Story = { render: () => <SiteAppLinks links={ready(appLinks)} canWrite onSave={done} /> };
export const AppLinksFixedByOperator: Story = {
  render: () => (
    <SiteAppLinks links={ready({ ...appLinks, fixedByOperator: { android: false, ios: true } })} canWrite onSave={done} />
  ),
};
export const AppLinksEmpty: Story = {
  render: () => (
    <SiteAppLinks
      links={ready({ androidUrl: '', androidNote: '', iosUrl: '', iosNote: '', fixedByOperator: { android: false, ios: false } })}
      canWrite
      onSave={done}
    />
  ),
};
export const AppLinksLoading: Story = { render: () => <SiteAppLinks links={loading} canWrite onSave={done} /> };
export const AppLinksError: Story = { render: () => <SiteAppLinks links={failed()} canWrite onSave={done} /> };
export const AppLinksChecked: Story = {
  render: () => <SiteAppLinks links={ready(appLinks)} canWrite onSave={done} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByLabelText('安卓 下载地址');
    await userEvent.clear(field);
    await userEvent.type(field, 'http://example.com/app.apk');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByText('请填写 https:// 开头的网址')).toBeVisible();
  },
};

const accounts: SiteOfficialAccountRow[] = [
  {
    id: 1,
    name: '学伴在线',
    account: 'xueban_k12',
    intro: '学伴官方公众号：每日一练、学习方法、升学资讯与课程优惠第一时间推送。',
    qrUrl: '/assets/qr/official-account.png',
    sort: 1,
  },
  {
    id: 2,
    name: '学伴家长课堂',
    account: 'xueban_parents',
    intro: '每周一课：陪伴、沟通与学习习惯。',
    qrUrl: '/assets/qr/adviser-02.png',
    sort: 2,
  },
];
const accountProps = { canWrite: true, onSave: done, onReorder: done, onDelete: done, onUploadImage: upload };

export const Accounts: Story = { render: () => <SiteAccounts accounts={ready(accounts)} {...accountProps} /> };
export const AccountsLoading: Story = { render: () => <SiteAccounts accounts={loading} {...accountProps} /> };
export const AccountsEmpty: Story = { render: () => <SiteAccounts accounts={ready([])} {...accountProps} /> };
export const AccountsError: Story = { render: () => <SiteAccounts accounts={failed()} {...accountProps} /> };
export const AccountForm: Story = {
  render: () => <SiteAccounts accounts={ready(accounts)} {...accountProps} initialEditing={1} />,
};

const advisers: SiteAdviserRow[] = [
  {
    id: 1,
    name: '李老师',
    wechatAccount: 'xueban_teacher_li01',
    phone: '010-62881201',
    stages: ['primary'],
    wechatQrUrl: '/assets/qr/adviser-01.png',
    intro: '小学学段课程顾问，擅长低年级学习习惯养成与课程规划。',
    isActive: true,
    sort: 1,
    version: 2,
    updatedAt: '2026-11-20T01:30:00.000Z',
  },
  {
    id: 2,
    name: '王老师',
    wechatAccount: 'xueban_teacher_wang02',
    phone: '010-62881202',
    stages: ['primary', 'junior'],
    wechatQrUrl: '/assets/qr/adviser-02.png',
    intro: '小升初衔接顾问，熟悉各地小升初政策。',
    isActive: true,
    sort: 2,
    version: 1,
    updatedAt: '2026-11-21T01:30:00.000Z',
  },
  {
    id: 6,
    name: '赵老师',
    wechatAccount: 'xbzhao',
    phone: '',
    stages: ['senior'],
    wechatQrUrl: '/assets/qr/adviser-06.png',
    intro: '',
    isActive: false,
    sort: 3,
    version: 4,
    updatedAt: '2026-12-01T09:00:00.000Z',
  },
];
const adviserProps = { canWrite: true, onSave: done, onReorder: done, onUploadImage: upload };

export const Advisers: Story = { render: () => <SiteAdvisers advisers={ready(advisers)} {...adviserProps} /> };
export const AdvisersReadOnly: Story = {
  render: () => <SiteAdvisers advisers={ready(advisers)} {...adviserProps} canWrite={false} />,
};
export const AdvisersLoading: Story = { render: () => <SiteAdvisers advisers={loading} {...adviserProps} /> };
export const AdvisersEmpty: Story = { render: () => <SiteAdvisers advisers={ready([])} {...adviserProps} /> };
export const AdvisersError: Story = { render: () => <SiteAdvisers advisers={failed()} {...adviserProps} /> };
export const AdviserForm: Story = {
  render: () => <SiteAdvisers advisers={ready(advisers)} {...adviserProps} initialEditing={2} />,
};
export const AdviserFormRefused: Story = {
  render: () => (
    <SiteAdvisers
      advisers={ready(advisers)}
      {...adviserProps}
      onSave={fn(async () => {
        throw new Error('这位顾问的资料已被他人修改，请刷新后再改');
      })}
      initialEditing={1}
    />
  ),
  play: async ({ canvasElement }) => {
    const dialog = await openedDialog(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await within(dialog).findByText('这位顾问的资料已被他人修改，请刷新后再改')).toBeVisible();
  },
};
