import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  ArticleCategories,
  ArticleForm,
  ArticleTable,
  consoleStyles,
  type ArticleFormFields,
  type ArticleTableFilter,
  type ArticleTableRow,
} from '@/features/console';
import { Tag } from '@/components/Tag';
import { inConsolePanel } from './consoleStory';

/** The news list with its filters, the article form (new, draft, published, read-only, preview) and the categories. */
const meta = {
  title: 'Features/Console/News',
  tags: ['console'],
  decorators: inConsolePanel,
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const categories = [
  { id: 1, name: '升学政策', articleCount: 12 },
  { id: 2, name: '学习方法', articleCount: 8 },
  { id: 3, name: '家庭教育', articleCount: 5 },
  { id: 4, name: '平台公告', articleCount: 0 },
];

const rows: ArticleTableRow[] = [
  {
    id: 31,
    title: '2027 年中考政策解读：体育与综合素质评价怎么算',
    categoryName: '升学政策',
    status: 'published',
    isTop: true,
    views: 12864,
    publishedAt: '2026-11-28T02:00:00.000Z',
    updatedAt: '2026-11-29T06:12:00.000Z',
  },
  {
    id: 34,
    title: '期末复习三步走：错题本、知识清单与模拟卷',
    categoryName: '学习方法',
    status: 'draft',
    isTop: false,
    views: 0,
    publishedAt: '2026-12-02T09:40:00.000Z',
    updatedAt: '2026-12-02T10:05:00.000Z',
  },
  {
    id: 29,
    title: '寒假怎么陪孩子：作息表与每日一小时阅读',
    categoryName: '家庭教育',
    status: 'published',
    isTop: false,
    views: 3417,
    publishedAt: '2026-11-20T01:30:00.000Z',
    updatedAt: '2026-11-20T01:30:00.000Z',
  },
];

const filter: ArticleTableFilter = { q: '', categoryId: null, status: '', page: 1 };
const editPath = (id: number) => `/admin/news/${id}`;
const onFilterChange = fn();

export const List: Story = {
  render: () => (
    <ArticleTable
      rows={rows}
      total={rows.length}
      pageSize={20}
      filter={filter}
      categories={categories}
      onFilterChange={onFilterChange}
      editPath={editPath}
    />
  ),
  play: async ({ canvas }) => {
    const pinned = within(canvas.getByTestId('article-31'));
    await expect(pinned.getByText('置顶')).toBeVisible();
    await expect(pinned.getByText('已发布')).toBeVisible();
    await expect(pinned.getByRole('link')).toHaveAttribute('href', '/admin/news/31');
    // A draft has no publish time yet.
    const draft = within(canvas.getByTestId('article-34'));
    await expect(draft.getByText('草稿')).toBeVisible();
    await expect(draft.getByText('—')).toBeVisible();
    await expect(within(canvas.getByTestId('article-29')).queryByText('置顶')).toBeNull();
    await expect(canvas.getByText('共 3 篇资讯')).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('分类'), '2');
    await expect(onFilterChange).toHaveBeenLastCalledWith({ ...filter, categoryId: 2 });
    await userEvent.selectOptions(canvas.getByLabelText('状态'), 'draft');
    await expect(onFilterChange).toHaveBeenLastCalledWith({ ...filter, status: 'draft' });
    await userEvent.type(canvas.getByLabelText('搜索标题'), ' 期末复习 ');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(onFilterChange).toHaveBeenLastCalledWith({ ...filter, q: '期末复习' });
  },
};

const onClear = fn();

export const ListFilteredEmpty: Story = {
  render: () => (
    <ArticleTable
      rows={[]}
      total={0}
      pageSize={20}
      filter={{ ...filter, q: '中考体育', categoryId: 3, status: 'draft' }}
      categories={categories}
      onFilterChange={onClear}
      editPath={editPath}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有符合条件的资讯。')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '清除筛选' }));
    await expect(onClear).toHaveBeenCalledWith({ q: '', categoryId: null, status: '', page: 1 });
  },
};

export const ListEmpty: Story = {
  render: () => (
    <ArticleTable
      rows={[]}
      total={0}
      pageSize={20}
      filter={filter}
      categories={categories}
      onFilterChange={fn()}
      editPath={editPath}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有资讯，点「写资讯」开始第一篇。')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '清除筛选' })).toBeNull();
  },
};

const empty: ArticleFormFields = {
  title: '',
  categoryId: 0,
  summary: '',
  author: '',
  coverUrl: '',
  contentHtml: '',
  isTop: false,
};
const draft: ArticleFormFields = {
  title: '期末复习三步走：错题本、知识清单与模拟卷',
  categoryId: 2,
  summary: '离期末还有三周，按「查漏—归纳—实战」三步安排复习，每天一小时也能稳步提分。',
  author: '教研组 · 陈悦',
  coverUrl: '',
  contentHtml: [
    '<p>期末考试临近，不少家长问：孩子每天作业都写不完，复习从哪里下手？教研组给出三步安排。</p>',
    '<h2>第一步：翻错题本，查漏补缺</h2>',
    '<p>把本学期的错题按章节整理，<strong>同类错误出现两次以上</strong>的知识点优先复习。</p>',
    '<h2>第二步：列知识清单</h2>',
    '<ul><li>语文：古诗文默写与文言实词</li><li>数学：一次函数、全等三角形</li><li>英语：不规则动词过去式</li></ul>',
    '<h2>第三步：限时做模拟卷</h2>',
    '<p>考前两周每周做一套完整模拟卷，严格按考试时间完成，做完当天订正。</p>',
  ].join(''),
  isTop: false,
};
const published: ArticleFormFields = {
  title: '2027 年中考政策解读：体育与综合素质评价怎么算',
  categoryId: 1,
  summary: '体育总分由 50 分提高到 70 分，综合素质评价首次以等级计入录取，家长需要提前准备什么？',
  author: '升学规划中心',
  coverUrl: '/assets/news/policy-02.webp',
  contentHtml: [
    '<p>市教委日前发布《2027 年初中学业水平考试与高中招生工作方案》，与往年相比有两处变化。</p>',
    '<h2>体育分值提高</h2>',
    '<p>体育与健康总分由 50 分提高到 70 分，其中过程性考核 20 分，现场考试 50 分。</p>',
    '<blockquote><p>过程性考核从初一开始累计，初三才重视就来不及了。</p></blockquote>',
    '<h2>综合素质评价计入录取</h2>',
    '<ol><li>评价结果分 A、B、C 三个等级；</li><li>重点高中自主招生要求等级为 A；</li><li>等级在初三上学期末公示。</li></ol>',
  ].join(''),
  isTop: true,
};

/** Uploads nothing: gives one of the demo pictures the stories are served with. */
const onUploadImage = (file: File) => Promise.resolve(`/assets/news/method-0${(file.size % 7) + 1}.webp`);

function headFor(status: 'draft' | 'published' | null) {
  if (!status) return <h1 className={consoleStyles.pageTitle}>写资讯</h1>;
  return (
    <>
      <h1 className={consoleStyles.pageTitle}>编辑资讯</h1>
      <Tag tone={status === 'published' ? 'success' : 'neutral'}>{status === 'published' ? '已发布' : '草稿'}</Tag>
      <span className={consoleStyles.muted}>
        {status === 'published'
          ? '版本 4 · 最后修改 2026-11-29 14:12 · 阅读 12864'
          : '版本 2 · 最后修改 2026-12-02 18:05 · 阅读 0'}
      </span>
    </>
  );
}

const onSubmit = fn();

export const FormNew: Story = {
  render: () => (
    <ArticleForm
      initial={empty}
      categories={categories}
      status={null}
      readOnly={false}
      saving={false}
      error={null}
      notice={null}
      onSubmit={onSubmit}
      onMove={fn()}
      onUploadImage={onUploadImage}
      head={headFor(null)}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: '发布' })).toBeNull();
    // Named in both languages, so the English picture shows the errors too (the checks run in Chinese).
    await userEvent.click(canvas.getByRole('button', { name: /^(保存草稿|Save draft)$/ }));
    await expect(canvas.getByText('请填写标题（不超过 80 个字）')).toBeVisible();
    // The select's placeholder reads the same, so the message is found as the line under the field.
    await expect(canvas.getByText('请选择分类', { selector: 'p' })).toBeVisible();
    await expect(canvas.getByText('正文不能为空')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '正文' })).toHaveAttribute('aria-invalid', 'true');
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};

const onMove = fn();

export const FormDraft: Story = {
  render: () => (
    <ArticleForm
      initial={draft}
      categories={categories}
      status="draft"
      readOnly={false}
      saving={false}
      error={null}
      notice="已保存"
      onSubmit={fn()}
      onMove={onMove}
      onUploadImage={onUploadImage}
      head={headFor('draft')}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '正文' })).toHaveTextContent('第一步：翻错题本，查漏补缺');
    await userEvent.click(canvas.getByRole('button', { name: '发布' }));
    await expect(onMove).toHaveBeenCalledWith('published');
    await expect(canvas.getByRole('button', { name: '保存' })).toBeEnabled();
  },
};

export const FormPublished: Story = {
  render: () => (
    <ArticleForm
      initial={published}
      categories={categories}
      status="published"
      readOnly={false}
      saving={false}
      error={null}
      notice={null}
      onSubmit={fn()}
      onMove={fn()}
      onUploadImage={onUploadImage}
      head={headFor('published')}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '撤回' })).toBeEnabled();
    await expect(canvas.queryByRole('button', { name: '发布' })).toBeNull();
    await expect(canvas.getByRole('checkbox', { name: '置顶' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: '移除封面' })).toBeVisible();
  },
};

export const FormReadOnly: Story = {
  render: () => (
    <ArticleForm
      initial={published}
      categories={categories}
      status="published"
      readOnly
      saving={false}
      error={null}
      notice={null}
      onSubmit={fn()}
      onMove={fn()}
      onUploadImage={onUploadImage}
      head={headFor('published')}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('你的角色只能查看资讯。')).toBeVisible();
    await expect(canvas.getByLabelText('标题')).toBeDisabled();
    // The body shows as the site shows it, not as an editor.
    await expect(canvas.queryByRole('textbox', { name: '正文' })).toBeNull();
    await expect(canvas.getByRole('heading', { name: '体育分值提高' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '保存' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '撤回' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '预览' })).toBeNull();
  },
};

export const FormServerError: Story = {
  render: () => (
    <ArticleForm
      initial={draft}
      categories={categories}
      status="draft"
      readOnly={false}
      saving={false}
      error="这篇资讯已被他人修改，请刷新后再改"
      notice="已保存"
      onSubmit={fn()}
      onMove={fn()}
      onUploadImage={onUploadImage}
      head={headFor('draft')}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('这篇资讯已被他人修改，请刷新后再改')).toBeVisible();
    // The refusal replaces the earlier success, never shows beside it.
    await expect(canvas.queryByText('已保存')).toBeNull();
  },
};

export const FormPreview: Story = {
  render: () => (
    <ArticleForm
      initial={published}
      categories={categories}
      status="published"
      readOnly={false}
      saving={false}
      error={null}
      notice={null}
      onSubmit={fn()}
      onMove={fn()}
      onUploadImage={onUploadImage}
      head={headFor('published')}
    />
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /^(预览|Preview)$/ }));
    const preview = within(canvas.getByRole('article', { name: '预览' }));
    await expect(preview.getByRole('heading', { level: 1, name: published.title })).toBeVisible();
    await expect(preview.getByRole('heading', { level: 2, name: '综合素质评价计入录取' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '编辑' })).toHaveAttribute('aria-pressed', 'true');
    // The editor stays mounted under the preview, hidden, so its undo history survives.
    await expect(canvas.getByRole('toolbar', { name: '正文格式', hidden: true })).not.toBeVisible();
  },
};

const onSaveCategory = fn();

export const Categories: Story = {
  render: () => <ArticleCategories categories={categories} canWrite saving={false} error={null} onSave={onSaveCategory} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '分类' })).toBeVisible();
    await expect(canvas.getByText('12 篇')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '改名 家庭教育' })).toBeVisible();
  },
};

export const CategoriesReadOnly: Story = {
  render: () => <ArticleCategories categories={categories} canWrite={false} saving={false} error={null} onSave={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /改名/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /新增分类/ })).toBeNull();
  },
};

const onAddCategory = fn();

export const CategoriesAdding: Story = {
  render: () => <ArticleCategories categories={categories} canWrite saving={false} error={null} onSave={onAddCategory} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /新增分类|Add a category/ }));
    const name = canvas.getByRole('textbox', { name: '分类名称' });
    await expect(name).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByText('请填写分类名称（不超过 16 个字）')).toBeVisible();
    await expect(onAddCategory).not.toHaveBeenCalled();
    await userEvent.type(name, '考试动态');
  },
};

export const CategoriesServerError: Story = {
  render: () => <ArticleCategories categories={categories} canWrite saving={false} error="已有同名分类" onSave={fn()} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('已有同名分类');
  },
};
