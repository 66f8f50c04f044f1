import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { vars } from '@tokens/theme.css';
import { AboutSidebar, aboutPagePath, aboutPages, type AboutPageSlug } from '@/components/AboutSidebar';
import { Container, PageTitle, Section } from '@/components/PageShell';
import { StoryLink } from './storyKit';

const meta = {
  title: 'Layouts/AboutSidebar',
  component: AboutSidebar,
  args: { currentPath: '/about/cooperation', LinkComponent: StoryLink },
  argTypes: {
    currentPath: { control: 'select', options: aboutPages.map((page) => aboutPagePath(page.slug)) },
    LinkComponent: { control: false },
  },
} satisfies Meta<typeof AboutSidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

const marks = (slug: AboutPageSlug, label: string): Story => ({
  args: { currentPath: aboutPagePath(slug) },
  play: async ({ canvas }) => {
    const current = canvas.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page');
    await expect(current.map((link) => link.textContent)).toEqual([label]);
  },
});

export const Default: Story = marks('cooperation', '商务合作');
export const Playground: Story = {};
export const Cooperation: Story = marks('cooperation', '商务合作');
export const AdviserCheck: Story = marks('acontact-ensure', '顾问防伪查询');
export const ContactUs: Story = marks('contact-us', '联系我们');
export const LegalNotice: Story = marks('legal-notice', '法律声明');
export const TeachersIn: Story = marks('teachers-in', '名师入驻');
export const UserAgreement: Story = marks('aboutUserAgreement', '用户协议');
export const PrivacyPolicy: Story = marks('aboutPriAgreement', '隐私政策');
export const TenderAnnouncement: Story = marks('tender-announcement', '招标公告');

/** Beside the page on desktop; a scrollable tab strip above it on phones. */
export const InPage: Story = {
  args: { currentPath: '/about/tender-announcement' },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <Container
      style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space[5], alignItems: 'flex-start', paddingBlock: vars.space[5] }}
    >
      <AboutSidebar {...args} />
      <div style={{ flex: '1 1 60%', minWidth: 0 }}>
        <PageTitle title="招标公告" subtitle="公开、公平、公正，欢迎符合条件的供应商参与" />
        <Section title="2026 年度在线课程视频制作服务采购" surface="card">
          <p style={{ margin: 0 }}>
            为提升课程品质，现公开招募课程视频拍摄与后期制作服务商。报名截止时间为 2026 年 5 月 31 日，详情请致电客服热线咨询。
          </p>
        </Section>
      </div>
    </Container>
  ),
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: '关于我们' });
    await expect(within(nav).getByRole('link', { name: '招标公告' })).toHaveAttribute('aria-current', 'page');
  },
};
