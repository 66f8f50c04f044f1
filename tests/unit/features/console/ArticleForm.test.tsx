import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ArticleForm, type ArticleFormFields, type ArticleFormProps } from '@/features/console/ArticleForm';
import { i18n } from '@/i18n';
import { I18nProvider } from '@/i18n/react';

const categories = [
  { id: 1, name: '升学政策' },
  { id: 2, name: '学习方法' },
];

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
  title: '期末复习三步走',
  categoryId: 2,
  summary: '按「查漏—归纳—实战」三步安排复习。',
  author: '教研组',
  coverUrl: '',
  contentHtml: '<h2>第一步：翻错题本</h2><p>把本学期的错题按章节整理。</p>',
  isTop: false,
};

function WithI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** The form in Chinese, with every callback a spy unless the test gives its own. */
function renderForm(props: Partial<ArticleFormProps> = {}) {
  if (i18n.language !== 'zh-CN') void i18n.changeLanguage('zh-CN');
  const all: ArticleFormProps = {
    initial: empty,
    categories,
    status: null,
    readOnly: false,
    saving: false,
    error: null,
    notice: null,
    onSubmit: vi.fn(),
    onMove: vi.fn(),
    onUploadImage: vi.fn(() => Promise.resolve('/assets/news/method-01.webp')),
    head: <h1>编辑资讯</h1>,
    ...props,
  };
  render(<ArticleForm {...all} />, { wrapper: WithI18n });
  return all;
}

describe('the article form', () => {
  it('names the missing title, category and body and does not submit', async () => {
    const { onSubmit } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(screen.getByText('请填写标题（不超过 80 个字）')).toBeInTheDocument();
    expect(screen.getByText('请选择分类', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByText('正文不能为空')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '正文' })).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes a title of only spaces as missing', async () => {
    const { onSubmit } = renderForm({ initial: { ...draft, title: '' }, status: 'draft' });
    await userEvent.type(screen.getByLabelText('标题'), '   ');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('请填写标题（不超过 80 个字）')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits trimmed values', async () => {
    const { onSubmit } = renderForm({ initial: { ...empty, contentHtml: draft.contentHtml } });
    await userEvent.type(screen.getByLabelText('标题'), '  2027 年中考政策解读 ');
    await userEvent.selectOptions(screen.getByLabelText('分类'), '1');
    await userEvent.type(screen.getByLabelText('作者'), ' 升学规划中心  ');
    await userEvent.type(screen.getByLabelText('摘要'), '\n体育总分提高到 70 分。 ');
    await userEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    expect(onSubmit).toHaveBeenCalledWith({
      ...empty,
      title: '2027 年中考政策解读',
      categoryId: 1,
      author: '升学规划中心',
      summary: '体育总分提高到 70 分。',
      contentHtml: draft.contentHtml,
    });
    expect(screen.queryByText('正文不能为空')).toBeNull();
  });

  it('takes a body of only a picture as written, and one of only empty paragraphs as missing', async () => {
    const picture = '<img src="/assets/news/policy-01.webp" alt="招生简章">';
    const first = renderForm({ initial: { ...draft, contentHtml: picture }, status: 'draft' });
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(first.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ contentHtml: picture }));
    cleanup();

    const second = renderForm({ initial: { ...draft, contentHtml: '<p>&nbsp;</p><p> </p>' }, status: 'draft' });
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(screen.getByText('正文不能为空')).toBeInTheDocument();
    expect(second.onSubmit).not.toHaveBeenCalled();
  });

  it('offers publish only for a saved draft and not while changes are unsaved', async () => {
    renderForm();
    expect(screen.queryByRole('button', { name: '发布' })).toBeNull();
    cleanup();

    const { onMove } = renderForm({ initial: draft, status: 'draft' });
    const publish = screen.getByRole('button', { name: '发布' });
    expect(publish).toBeEnabled();
    await userEvent.type(screen.getByLabelText('标题'), '（修订）');
    expect(publish).toBeDisabled();
    expect(screen.getByText('有未保存的修改，先保存再发布。')).toBeInTheDocument();
    await userEvent.click(publish);
    expect(onMove).not.toHaveBeenCalled();
  });

  it('publishes a saved draft, and withdraws a published article to a draft', async () => {
    const first = renderForm({ initial: draft, status: 'draft' });
    await userEvent.click(screen.getByRole('button', { name: '发布' }));
    expect(first.onMove).toHaveBeenCalledWith('published');
    cleanup();

    const second = renderForm({ initial: draft, status: 'published' });
    expect(screen.queryByRole('button', { name: '发布' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '撤回' }));
    expect(second.onMove).toHaveBeenCalledWith('draft');
  });

  it('does not move an article while a save is under way', () => {
    renderForm({ initial: draft, status: 'draft', saving: true });
    expect(screen.getByRole('button', { name: '发布' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /正在保存…/ })).toHaveAttribute('aria-busy', 'true');
  });

  it('shows the body read-only for a role that cannot write', () => {
    renderForm({ initial: draft, status: 'published', readOnly: true });
    expect(screen.getByText('你的角色只能查看资讯。')).toBeInTheDocument();
    expect(screen.getByLabelText('标题')).toBeDisabled();
    expect(screen.queryByRole('textbox', { name: '正文' })).toBeNull();
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.getByRole('heading', { name: '第一步：翻错题本' })).toBeInTheDocument();
    for (const name of ['保存', '撤回', '预览', '上传封面']) expect(screen.queryByRole('button', { name })).toBeNull();
  });

  it('previews the title and body as the site shows them, and returns to the editor', async () => {
    renderForm({ initial: draft, status: 'draft' });
    await userEvent.click(screen.getByRole('button', { name: '预览' }));
    const preview = within(screen.getByRole('article', { name: '预览' }));
    expect(preview.getByRole('heading', { level: 1, name: '期末复习三步走' })).toBeInTheDocument();
    expect(preview.getByRole('heading', { level: 2, name: '第一步：翻错题本' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '编辑' }));
    expect(screen.queryByRole('article', { name: '预览' })).toBeNull();
    expect(screen.getByRole('textbox', { name: '正文' })).toBeVisible();
  });

  it('shows the server’s refusal in place of the last success', () => {
    renderForm({ initial: draft, status: 'draft', error: '这篇资讯已被他人修改，请刷新后再改', notice: '已保存' });
    expect(screen.getByText('这篇资讯已被他人修改，请刷新后再改')).toBeInTheDocument();
    expect(screen.queryByText('已保存')).toBeNull();
  });
});
