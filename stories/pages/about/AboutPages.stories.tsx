import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { failed, loading, ready } from '@/components/Loadable';
import { AdviserCheck } from '@/features/site/AdviserCheck';
import { ContactPanel } from '@/features/site/ContactPanel';
import { OnlineMessageForm, TeacherApplicationForm, type ResumeState } from '@/features/site/forms';
import { checkMessage, type MessageValues, type TeacherValues } from '@/features/site/rules';
import { TenderAnnouncementView } from '@/pages/about/tenderAnnouncement/TenderAnnouncementView';
import { SiteDocumentView } from '@/features/site/SiteDocument';
import { api } from '../../fixtures/api';
import { onPage, pageParameters } from '../pageStory';

/** The about pages' content column (the about layout adds the sidebar). */
const meta = {
  title: 'Pages/About/Pages',
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960, padding: 24 }}>
        <Story />
      </div>
    ),
    onPage,
  ],
  parameters: pageParameters,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const pages = api.sitePages;

export const LegalNotice: Story = { render: () => <SiteDocumentView page={ready(pages['legal-notice']!)} title="法律声明" /> };
export const Agreement: Story = {
  render: () => <SiteDocumentView page={ready(pages['user-agreement']!)} title="用户协议" dated toc />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '目录' })).toBeVisible();
    await expect(canvas.getByText(/版本日期/)).toBeVisible();
  },
};
export const DocumentLoading: Story = { render: () => <SiteDocumentView page={loading} title="隐私政策" /> };
export const DocumentLoadFailed: Story = { render: () => <SiteDocumentView page={failed()} title="隐私政策" /> };

export const ContactUs: Story = {
  render: () => (
    <SiteDocumentView
      page={ready(pages['contact-us']!)}
      title="联系我们"
      before={
        <ContactPanel
          phone={api.basicData.customerServicePhone}
          hours={api.basicData.customerServiceHours}
          address={api.basicData.companyAddress}
          official={api.officialAccount}
        />
      }
    />
  ),
};

export const AdviserCheckPage: Story = {
  render: () => (
    <SiteDocumentView
      page={ready(pages['adviser-ensure']!)}
      title="顾问防伪查询"
      before={
        <AdviserCheck
          keyword="xueban_teacher_li01"
          onKeywordChange={fn()}
          onCheck={fn()}
          checking={false}
          result={{ status: 'genuine', keyword: 'xueban_teacher_li01', adviser: api.genuineAdviser.adviser! }}
          servicePhone="400-882-6155"
        />
      }
    />
  ),
};

export const Tenders: Story = {
  render: () => <TenderAnnouncementView mode="list" tenders={ready(api.tenders)} onPageChange={fn()} />,
};
export const TendersLoading: Story = {
  render: () => <TenderAnnouncementView mode="list" tenders={loading} onPageChange={fn()} />,
};
export const TendersEmpty: Story = {
  render: () => (
    <TenderAnnouncementView mode="list" tenders={ready({ list: [], total: 0, page: 1, size: 10 })} onPageChange={fn()} />
  ),
};
export const TendersLoadFailed: Story = {
  render: () => <TenderAnnouncementView mode="list" tenders={failed()} onPageChange={fn()} />,
};
export const TenderDetail: Story = {
  render: () => <TenderAnnouncementView mode="detail" tender={ready(api.tender)} notFound={false} />,
};
export const TenderNotFound: Story = { render: () => <TenderAnnouncementView mode="detail" tender={failed()} notFound /> };

function Cooperation() {
  const [values, setValues] = useState<MessageValues>({ name: '', phone: '', content: '' });
  const [checked, setChecked] = useState(false);
  return (
    <SiteDocumentView
      page={ready(pages.cooperation!)}
      title="合作共赢"
      after={
        <OnlineMessageForm
          values={values}
          onValuesChange={setValues}
          problems={checked ? checkMessage(values) : {}}
          state="editing"
          onSubmit={() => setChecked(true)}
          onAgain={fn()}
        />
      }
    />
  );
}

export const CooperationWithMessage: Story = {
  render: () => <Cooperation />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '提交' }));
    await expect(canvas.getByText('请填写称呼')).toBeVisible();
  },
};

function TeachersIn({ resume }: { resume: ResumeState }) {
  const [values, setValues] = useState<TeacherValues>({
    name: '',
    phone: '',
    subject: '',
    gradeName: '',
    experience: '',
    intro: '',
  });
  return (
    <SiteDocumentView
      page={ready(pages['teachers-in']!)}
      title="教师入驻"
      after={
        <TeacherApplicationForm
          values={values}
          onValuesChange={setValues}
          problems={{}}
          resume={resume}
          onResumeChoose={fn()}
          onResumeRemove={fn()}
          state="editing"
          onSubmit={fn()}
          onAgain={fn()}
        />
      }
    />
  );
}

export const TeachersInWithApplication: Story = { render: () => <TeachersIn resume={{ status: 'none' }} /> };
