import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  consoleStyles,
  FaqEditor,
  SiteContentTabs,
  SitePageForm,
  SitePageStatus,
  SitePageTable,
  TenderForm,
  TenderTable,
  TenderVisibility,
  type FaqEntryRow,
  type FeeItemRow,
  type SitePageFormFields,
  type SitePageTableRow,
  type TenderFormFields,
  type TenderTableRow,
} from '@/features/console';
import { inConsolePanel } from './consoleStory';

/** Pages and notices: the site's pages (list, draft, preview in the page's layout), tender notices and the FAQ. */
const meta = {
  title: 'Features/Console/SitePages',
  tags: ['console'],
  decorators: inConsolePanel,
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const paths = { pages: '/admin/pages', tenders: '/admin/pages/tenders', faq: '/admin/pages/faq' };

const pageRows: SitePageTableRow[] = [
  {
    slug: 'cooperation',
    title: '商务合作',
    hasDraft: false,
    publishedAt: '2026-01-01T02:00:00.000Z',
    updatedAt: '2026-01-01T02:00:00.000Z',
  },
  {
    slug: 'user-agreement',
    title: '用户协议',
    hasDraft: true,
    publishedAt: '2026-01-01T02:00:00.000Z',
    updatedAt: '2026-12-02T08:30:00.000Z',
  },
  {
    slug: 'web-agreement',
    title: '网站服务协议',
    hasDraft: false,
    publishedAt: '2026-01-01T02:00:00.000Z',
    updatedAt: '2026-01-01T02:00:00.000Z',
  },
  {
    slug: 'manual-middle-school',
    title: '初中学习手册',
    hasDraft: false,
    publishedAt: '2026-08-20T02:00:00.000Z',
    updatedAt: '2026-08-20T02:00:00.000Z',
  },
  {
    slug: 'about',
    title: '关于我们',
    hasDraft: false,
    publishedAt: '2026-01-01T02:00:00.000Z',
    updatedAt: '2026-01-01T02:00:00.000Z',
  },
];

export const PageList: Story = {
  render: () => (
    <>
      <SiteContentTabs current="pages" paths={paths} />
      <SitePageTable rows={pageRows} editPath={(slug) => `/admin/pages/${slug}`} />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '网站页面' })).toHaveAttribute('aria-current', 'page');
    const agreement = within(canvas.getByTestId('site-page-user-agreement'));
    await expect(agreement.getByText('有未发布的修改')).toBeVisible();
    await expect(agreement.getByText('/about/aboutUserAgreement')).toBeVisible();
    await expect(agreement.getByRole('link', { name: '用户协议' })).toHaveAttribute('href', '/admin/pages/user-agreement');
    await expect(within(canvas.getByTestId('site-page-about')).getByText('网站未展示')).toBeVisible();
  },
};

export const PageListEmpty: Story = {
  render: () => <SitePageTable rows={[]} editPath={(slug) => `/admin/pages/${slug}`} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有网站页面。')).toBeVisible();
  },
};

const agreement: SitePageFormFields = {
  title: '用户协议',
  versionDate: '2026-12-01',
  contentHtml: [
    '<h1>学伴在线用户协议</h1>',
    '<p>欢迎您使用学伴在线提供的在线学习服务。<strong>未满 18 周岁的用户请在监护人陪同下阅读本协议。</strong></p>',
    '<h2 id="section-1">一、定义</h2>',
    '<ol><li>本平台：指学伴在线网站、移动网页及相关客户端。</li><li>付费用户：指完成支付且订单有效的用户。</li></ol>',
    '<h2 id="section-2">二、协议的接受与变更</h2>',
    '<p>您通过注册账号或使用本平台服务的方式接受本协议。</p>',
  ].join(''),
};

const handbook: SitePageFormFields = {
  title: '初中学习手册',
  versionDate: '2026-08-20',
  contentHtml: [
    '<p>初中三年是孩子从“被安排学习”走向“自主学习”的关键阶段。</p>',
    '<h2 id="chapter-1">第一章　从小学到初中：做好衔接</h2>',
    '<p>初一上学期是适应期，很多孩子第一次月考成绩下滑，并不是能力问题，而是节奏没有跟上。</p>',
    '<h3 id="chapter-1-1">初中和小学有什么不同</h3>',
    '<ul><li>科目增多：初二加物理，初三加化学</li><li>方法变化：从“记住答案”变为“理解过程”</li></ul>',
    '<h2 id="chapter-2">第二章　学习方法</h2>',
    '<p>课前预习、课上笔记、课后复习，三步缺一不可。</p>',
  ].join(''),
};

const licence: SitePageFormFields = {
  title: '营业执照',
  versionDate: '',
  contentHtml:
    '<h2>营业执照</h2><table><tbody><tr><th>名称</th><td>学伴在线教育科技有限公司</td></tr><tr><th>类型</th><td>有限责任公司</td></tr></tbody></table>',
};

const onUploadImage = (file: File) => Promise.resolve(`/assets/news/method-0${(file.size % 7) + 1}.webp`);

function pageHead(title: string, hasDraft: boolean) {
  return (
    <>
      <h1 className={consoleStyles.pageTitle}>{title}</h1>
      <SitePageStatus hasDraft={hasDraft} />
      <span className={consoleStyles.muted}>版本 3 · 最后发布 2026-01-01 10:00 · 最后修改 2026-12-02 16:30</span>
    </>
  );
}

const onPublish = fn();
const onPageSubmit = fn();

export const PageDraft: Story = {
  render: () => (
    <SitePageForm
      slug="user-agreement"
      initial={agreement}
      hasDraft
      readOnly={false}
      saving={false}
      error={null}
      notice="草稿已保存，网站仍显示已发布的内容"
      onSubmit={onPageSubmit}
      onPublish={onPublish}
      onDiscard={fn()}
      onUploadImage={onUploadImage}
      head={pageHead('用户协议', true)}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '正文' })).toHaveTextContent('一、定义');
    await expect(canvas.getByLabelText('版本日期')).toHaveValue('2026-12-01');
    await userEvent.click(canvas.getByRole('button', { name: '发布' }));
    await expect(onPublish).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: '放弃修改' })).toBeEnabled();
  },
};

export const PageInSyncWithErrors: Story = {
  render: () => (
    <SitePageForm
      slug="legal-notice"
      initial={{ title: '', versionDate: '2026-13-40', contentHtml: '' }}
      hasDraft={false}
      readOnly={false}
      saving={false}
      error={null}
      notice={null}
      onSubmit={onPageSubmit}
      onPublish={fn()}
      onDiscard={fn()}
      onUploadImage={onUploadImage}
      head={pageHead('法律声明', false)}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '发布' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /^(保存草稿|Save draft)$/ }));
    await expect(canvas.getByText('请填写页面名称（不超过 40 个字）')).toBeVisible();
    await expect(canvas.getByText('正文不能为空')).toBeVisible();
    await expect(onPageSubmit).not.toHaveBeenCalled();
  },
};

export const PageAgreementPreview: Story = {
  render: () => (
    <SitePageForm
      slug="user-agreement"
      initial={agreement}
      hasDraft
      readOnly={false}
      saving={false}
      error={null}
      notice={null}
      onSubmit={fn()}
      onPublish={fn()}
      onDiscard={fn()}
      onUploadImage={onUploadImage}
      head={pageHead('用户协议', true)}
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(预览|Preview)$/ }));
    const preview = within(canvas.getByRole('article', { name: '预览' }));
    // The agreement's own layout: the route's heading, the version date, a table of contents of its sections.
    await expect(preview.getByRole('heading', { name: '用户协议', level: 1 })).toBeVisible();
    await expect(preview.getByRole('link', { name: '一、定义' })).toBeVisible();
    await expect(preview.queryByText('学伴在线用户协议')).toBeNull();
  },
};

export const PageHandbookPreview: Story = {
  render: () => (
    <SitePageForm
      slug="manual-middle-school"
      initial={handbook}
      hasDraft={false}
      readOnly={false}
      saving={false}
      error={null}
      notice={null}
      onSubmit={fn()}
      onPublish={fn()}
      onDiscard={fn()}
      onUploadImage={onUploadImage}
      head={pageHead('初中学习手册', false)}
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(预览|Preview)$/ }));
    const preview = within(canvas.getByRole('article', { name: '预览' }));
    await expect(preview.getByRole('link', { name: '第一章　从小学到初中：做好衔接' })).toBeVisible();
    await expect(preview.getByRole('link', { name: '初中和小学有什么不同' })).toBeVisible();
  },
};

export const PageLockedBody: Story = {
  render: () => (
    <SitePageForm
      slug="business-license"
      initial={licence}
      hasDraft={false}
      readOnly={false}
      saving={false}
      error={null}
      notice={null}
      onSubmit={fn()}
      onPublish={fn()}
      onDiscard={fn()}
      onUploadImage={onUploadImage}
      head={pageHead('营业执照', false)}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/编辑器无法保留/)).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: '正文' })).toBeNull();
    await expect(canvas.getByRole('cell', { name: '学伴在线教育科技有限公司' })).toBeVisible();
  },
};

export const PageReadOnly: Story = {
  render: () => (
    <SitePageForm
      slug="user-agreement"
      initial={agreement}
      hasDraft={false}
      readOnly
      saving={false}
      error={null}
      notice={null}
      onSubmit={fn()}
      onPublish={fn()}
      onDiscard={fn()}
      onUploadImage={onUploadImage}
      head={pageHead('用户协议', false)}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('你的角色只能查看网站页面。')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '保存草稿' })).toBeNull();
  },
};

export const PageStale: Story = {
  render: () => (
    <SitePageForm
      slug="user-agreement"
      initial={agreement}
      hasDraft
      readOnly={false}
      saving={false}
      error="这个页面已被他人修改，请刷新后再改"
      notice={null}
      onSubmit={fn()}
      onPublish={fn()}
      onDiscard={fn()}
      onUploadImage={onUploadImage}
      head={pageHead('用户协议', true)}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('这个页面已被他人修改，请刷新后再改')).toBeVisible();
  },
};

const tenderRows: TenderTableRow[] = [
  {
    id: 9,
    code: 'XB-ZB-2026-008',
    title: '学伴在线录播教室设备采购项目招标公告',
    status: 'open',
    isPublished: false,
    publishedAt: '2026-12-02T08:00:00.000Z',
    deadline: '2026-12-30T06:00:00.000Z',
    updatedAt: '2026-12-02T08:00:00.000Z',
  },
  {
    id: 7,
    code: 'XB-ZB-2026-007',
    title: '2027 年度教辅资料印刷服务采购招标公告',
    status: 'open',
    isPublished: true,
    publishedAt: '2026-11-20T02:00:00.000Z',
    deadline: '2026-12-08T06:00:00.000Z',
    updatedAt: '2026-11-20T02:00:00.000Z',
  },
  {
    id: 5,
    code: 'XB-ZB-2026-005',
    title: '服务器托管服务采购项目中标结果公示',
    status: 'awarded',
    isPublished: true,
    publishedAt: '2026-10-12T02:00:00.000Z',
    deadline: null,
    updatedAt: '2026-10-12T02:00:00.000Z',
  },
];

const onTenderFilter = fn();

export const TenderList: Story = {
  render: () => (
    <>
      <SiteContentTabs current="tenders" paths={paths} />
      <TenderTable
        rows={tenderRows}
        total={tenderRows.length}
        pageSize={20}
        filter={{ q: '', page: 1 }}
        onFilterChange={onTenderFilter}
        editPath={(id) => `/admin/pages/tenders/${id}`}
      />
    </>
  ),
  play: async ({ canvas }) => {
    const hidden = within(canvas.getByTestId('tender-9'));
    await expect(hidden.getByText('未发布')).toBeVisible();
    await expect(hidden.getByText('—')).toBeVisible();
    await expect(within(canvas.getByTestId('tender-5')).getByText('结果公示')).toBeVisible();
    await expect(canvas.getByText('共 3 条公告')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('搜索编号或标题'), ' 2026-007 ');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(onTenderFilter).toHaveBeenLastCalledWith({ q: '2026-007', page: 1 });
  },
};

export const TenderListEmpty: Story = {
  render: () => (
    <TenderTable
      rows={[]}
      total={0}
      pageSize={20}
      filter={{ q: '', page: 1 }}
      onFilterChange={fn()}
      editPath={(id) => `/admin/pages/tenders/${id}`}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有招标公告，点「新建公告」开始第一条。')).toBeVisible();
  },
};

const tender: TenderFormFields = {
  code: 'XB-ZB-2026-008',
  title: '学伴在线录播教室设备采购项目招标公告',
  summary: '采购录播教室设备一批，欢迎符合条件的供应商参与投标。',
  status: 'open',
  contact: '王老师 010-12345678',
  deadline: '2026-12-30T14:00',
  contentHtml: [
    '<h2>一、项目概况</h2>',
    '<p>学伴在线拟采购录播教室设备一批，用于课程录制，预算 80 万元。</p>',
    '<h2>二、投标人资格</h2>',
    '<ol><li>具有独立法人资格；</li><li>近三年内无重大违法记录。</li></ol>',
  ].join(''),
};

const emptyTender: TenderFormFields = {
  code: '',
  title: '',
  summary: '',
  status: 'open',
  contact: '',
  deadline: '',
  contentHtml: '',
};

export const TenderNew: Story = {
  render: () => (
    <TenderForm
      initial={emptyTender}
      saved={null}
      readOnly={false}
      saving={false}
      error={null}
      notice={null}
      onSubmit={fn()}
      onPublish={fn()}
      onDelete={fn()}
      onUploadImage={onUploadImage}
      head={<h1 className={consoleStyles.pageTitle}>新建招标公告</h1>}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '发布' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /^(保存（暂不发布）|Save \(not published\))$/ }));
    await expect(canvas.getByText('请填写项目编号：字母、数字和连字符，2 到 40 个字符')).toBeVisible();
    await expect(canvas.getByText('正文不能为空')).toBeVisible();
  },
};

const onTenderPublish = fn();

export const TenderUnpublished: Story = {
  render: () => (
    <TenderForm
      initial={tender}
      saved={{ isPublished: false, publishedAt: '2026-12-02T08:00:00.000Z' }}
      readOnly={false}
      saving={false}
      error={null}
      notice="已保存"
      onSubmit={fn()}
      onPublish={onTenderPublish}
      onDelete={fn()}
      onUploadImage={onUploadImage}
      head={
        <>
          <h1 className={consoleStyles.pageTitle}>编辑招标公告</h1>
          <TenderVisibility isPublished={false} />
        </>
      }
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '发布' }));
    await expect(onTenderPublish).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('button', { name: '删除' })).toBeEnabled();
  },
};

export const TenderPreview: Story = {
  render: () => (
    <TenderForm
      initial={tender}
      saved={{ isPublished: true, publishedAt: '2026-12-02T08:00:00.000Z' }}
      readOnly={false}
      saving={false}
      error={null}
      notice={null}
      onSubmit={fn()}
      onPublish={fn()}
      onDelete={fn()}
      onUploadImage={onUploadImage}
      head={
        <>
          <h1 className={consoleStyles.pageTitle}>编辑招标公告</h1>
          <TenderVisibility isPublished />
        </>
      }
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '撤下' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: /^(预览|Preview)$/ }));
    const preview = within(canvas.getByRole('article', { name: '预览' }));
    await expect(preview.getByRole('heading', { name: '一、项目概况' })).toBeVisible();
    await expect(preview.getByText('项目编号：XB-ZB-2026-008')).toBeVisible();
  },
};

const entries: FaqEntryRow[] = [
  {
    id: 1,
    question: '学霸导师需要什么条件？',
    answer: '在读于重点高中或“双一流”高校，相关学科成绩优秀，通过平台试讲。',
    version: 1,
  },
  { id: 2, question: '入驻教师如何结算课酬？', answer: '按月结算，每月 10 日前发放上月课酬。', version: 2 },
  { id: 3, question: '可以只在周末授课吗？', answer: '可以，排课时按你填写的可授课时间安排。', version: 1 },
];
const fees: FeeItemRow[] = [
  { id: 1, item: '同步精讲课', standard: '每课时 29 元', note: '按章节购买，可试看前两课时', version: 1 },
  { id: 2, item: '专题突破课', standard: '每套 199 元', note: '', version: 1 },
  { id: 3, item: '学习报告', standard: '免费', note: '购买任一课程后开通', version: 1 },
];

const onFaqWrite = fn((): Promise<boolean> => Promise.resolve(true));

export const Faq: Story = {
  render: () => (
    <>
      <SiteContentTabs current="faq" paths={paths} />
      <FaqEditor entries={entries} fees={fees} readOnly={false} saving={false} error={null} notice={null} onWrite={onFaqWrite} />
    </>
  ),
  play: async ({ canvas }) => {
    const faq = within(canvas.getByRole('region', { name: '培训师常见问题' }));
    await expect(faq.getByRole('button', { name: '上移「学霸导师需要什么条件？」' })).toBeDisabled();
    await userEvent.click(faq.getByRole('button', { name: '下移「学霸导师需要什么条件？」' }));
    await expect(onFaqWrite).toHaveBeenLastCalledWith({ kind: 'orderEntries', ids: [2, 1, 3] });
    const row = within(canvas.getByTestId('faq-entry-2'));
    await userEvent.click(row.getByRole('button', { name: '编辑' }));
    await userEvent.clear(row.getByLabelText('回答'));
    await userEvent.type(row.getByLabelText('回答'), '按月结算。');
    await userEvent.click(row.getByRole('button', { name: '保存' }));
    await expect(onFaqWrite).toHaveBeenLastCalledWith({
      kind: 'entry',
      id: 2,
      version: 2,
      question: '入驻教师如何结算课酬？',
      answer: '按月结算。',
    });
  },
};

export const FaqAdding: Story = {
  render: () => (
    <FaqEditor entries={entries} fees={fees} readOnly={false} saving={false} error={null} notice={null} onWrite={onFaqWrite} />
  ),
  play: async ({ canvas }) => {
    const feeList = within(canvas.getByRole('region', { name: '课程收费项目及标准' }));
    await userEvent.click(feeList.getByRole('button', { name: '新增' }));
    await userEvent.click(feeList.getByRole('button', { name: '保存' }));
    await expect(feeList.getByText('请填写收费项目（不超过 60 个字）')).toBeVisible();
    await expect(feeList.getByText('请填写收费标准（不超过 120 个字）')).toBeVisible();
  },
};

export const FaqEmptyAndError: Story = {
  render: () => (
    <FaqEditor
      entries={[]}
      fees={[]}
      readOnly={false}
      saving={false}
      error="这条问答已被他人修改，请刷新后再改"
      notice={null}
      onWrite={onFaqWrite}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('还没有条目。')).toHaveLength(2);
    await expect(canvas.getByText('这条问答已被他人修改，请刷新后再改')).toBeVisible();
  },
};

export const FaqReadOnly: Story = {
  render: () => (
    <FaqEditor entries={entries} fees={fees} readOnly saving={false} error={null} notice={null} onWrite={onFaqWrite} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('你的角色只能查看常见问题与收费表。')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '新增' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '编辑' })).toBeNull();
  },
};
