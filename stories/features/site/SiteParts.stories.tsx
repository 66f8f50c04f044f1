import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { AdviserCheck, type AdviserCheckResult } from '@/features/site/AdviserCheck';
import { ContactPanel } from '@/features/site/ContactPanel';
import { tocOf } from '@/features/site/document';
import { FaqList, FeeTable } from '@/features/site/FaqTable';
import { SiteDocument, SiteDocumentSkeleton } from '@/features/site/SiteDocument';
import { TableOfContents } from '@/features/site/TableOfContents';
import { TenderDetail, TenderList } from '@/features/site/TenderList';
import { api } from '../../fixtures/api';
import { onPage } from '../../pages/pageStory';

/** The about pages' parts: documents, contents, the adviser check, contacts, fees, questions, tenders. */
const meta = {
  title: 'Features/Site/Parts',
  decorators: [
    onPage,
    (Story) => (
      <div style={{ maxWidth: 900, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const pages = api.sitePages;

export const Document: Story = {
  render: () => <SiteDocument page={pages['legal-notice']!} title="法律声明" />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  },
};
export const DatedDocument: Story = { render: () => <SiteDocument page={pages['user-agreement']!} title="用户协议" dated /> };
export const DocumentLoading: Story = { render: () => <SiteDocumentSkeleton /> };

export const Contents: Story = {
  render: () => (
    <div style={{ width: 300 }}>
      <TableOfContents entries={tocOf(pages['manual-middle-school']!.contentHtml)} activeId="chapter-2-1" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '预习、听课、复习的闭环' })).toHaveAttribute('aria-current', 'location');
  },
};

function Check({
  result,
  checking = false,
  error = null,
}: {
  result: AdviserCheckResult | null;
  checking?: boolean;
  error?: string | null;
}) {
  const [keyword, setKeyword] = useState(result?.keyword ?? '');
  return (
    <AdviserCheck
      keyword={keyword}
      onKeywordChange={setKeyword}
      onCheck={fn()}
      checking={checking}
      error={error}
      result={result}
      servicePhone="400-660-1234"
    />
  );
}

export const AdviserCheckEmpty: Story = { render: () => <Check result={null} /> };
export const AdviserGenuine: Story = {
  render: () => <Check result={{ status: 'genuine', keyword: 'xueban_teacher_li01', adviser: api.genuineAdviser.adviser! }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/核验通过：李老师/)).toBeVisible();
  },
};
export const AdviserNotOurs: Story = {
  render: () => <Check result={{ status: 'unknown', keyword: 'wx_youhui888' }} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('对方不是学伴在线的顾问');
  },
};
export const AdviserChecking: Story = { render: () => <Check result={null} checking /> };
export const AdviserCheckNeedsKeyword: Story = {
  render: () => <Check result={null} error="请填写顾问微信号或手机号" />,
};

export const Contact: Story = {
  render: () => (
    <ContactPanel
      phone={api.basicData.customerServicePhone}
      hours={api.basicData.customerServiceHours}
      address={api.basicData.companyAddress}
      official={api.officialAccount}
    />
  ),
};

export const Fees: Story = {
  render: () => <FeeTable items={api.feeItems.list} />,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(api.feeItems.list.length + 1);
  },
};

export const Questions: Story = {
  render: () => <FaqList entries={api.trainerFaq.list} />,
  play: async ({ canvas }) => {
    const second = canvas.getByText(api.trainerFaq.list[1]!.question);
    await userEvent.click(second);
    await expect(canvas.getByText(api.trainerFaq.list[1]!.answer)).toBeVisible();
  },
};

export const Tenders: Story = { render: () => <TenderList tenders={api.tenders.list} /> };
export const Tender: Story = {
  render: () => <TenderDetail tender={api.tender} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /返回公告列表/ })).toHaveAttribute('href', '/about/tender-announcement');
  },
};
