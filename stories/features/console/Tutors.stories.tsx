import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  consoleStyles,
  TutorForm,
  TutorTable,
  type TutorFormFields,
  type TutorTableFilter,
  type TutorTableList,
  type TutorTableRow,
} from '@/features/console';
import { Tag } from '@/components/Tag';
import { inConsolePanel } from './consoleStory';

/** The tutor list in each of its states (content, loading, empty, error, read-only) and the tutor form. */
const meta = {
  title: 'Features/Console/Tutors',
  tags: ['console'],
  decorators: inConsolePanel,
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const options = {
  categories: [
    { id: 1, name: '语文' },
    { id: 2, name: '数学' },
    { id: 3, name: '英语' },
    { id: 4, name: '物理' },
  ],
  grades: [
    { id: 7, name: '初一' },
    { id: 8, name: '初二' },
    { id: 9, name: '初三' },
    { id: 10, name: '高一' },
  ],
};

const rows: TutorTableRow[] = [
  {
    id: 1,
    code: 'tutor-01',
    name: '林知远',
    gender: 'male',
    photoUrl: '/assets/avatars/tutor-01.webp',
    school: '清华大学',
    major: '数学与应用数学',
    gradeName: '初二',
    categoryName: '数学',
    visibility: 'visible',
    sort: 1,
    version: 3,
    updatedAt: '2026-12-01T03:20:00.000Z',
  },
  {
    id: 2,
    code: 'tutor-02',
    name: '苏婉清',
    gender: 'female',
    photoUrl: '/assets/avatars/tutor-02.webp',
    school: '上海交通大学',
    major: '电子信息与电气工程学院 计算机科学与技术',
    gradeName: '初三',
    categoryName: '语文',
    visibility: 'visible',
    sort: 2,
    version: 1,
    updatedAt: '2026-11-28T08:05:00.000Z',
  },
  {
    id: 26,
    code: 't-mh3k2a-9f1c2e',
    name: '顾闻舟',
    gender: 'male',
    photoUrl: '/assets/avatars/tutor-03.webp',
    school: '复旦大学',
    major: '物理学',
    gradeName: '高一',
    categoryName: '物理',
    visibility: 'hidden',
    sort: 26,
    version: 2,
    updatedAt: '2026-12-03T09:41:00.000Z',
  },
];

const filter: TutorTableFilter = { q: '', categoryId: null, gradeId: null, visibility: '', page: 1 };
const editPath = (id: number) => `/admin/tutors/${id}`;
const ready: TutorTableList = { state: 'ready', rows, total: 26 };
const onFilterChange = fn();
const onVisibility = fn();

export const List: Story = {
  render: () => (
    <TutorTable
      list={ready}
      pageSize={20}
      filter={filter}
      options={options}
      onFilterChange={onFilterChange}
      editPath={editPath}
      onVisibility={onVisibility}
    />
  ),
  play: async ({ canvas }) => {
    const shown = within(canvas.getByTestId('tutor-1'));
    await expect(shown.getByText('显示中')).toBeVisible();
    await expect(shown.getByRole('link', { name: '林知远' })).toHaveAttribute('href', '/admin/tutors/1');
    await expect(shown.getByRole('link', { name: '在网站上查看' })).toHaveAttribute('href', '/smarter/detail?id=1');
    const hidden = within(canvas.getByTestId('tutor-26'));
    await expect(hidden.getByText('已隐藏')).toBeVisible();
    // A hidden tutor has no page on the site to look at.
    await expect(hidden.queryByRole('link', { name: '在网站上查看' })).toBeNull();
    await expect(canvas.getByText('共 26 位导师')).toBeVisible();
    await userEvent.click(hidden.getByRole('button', { name: '显示 顾闻舟' }));
    await expect(onVisibility).toHaveBeenCalledWith(rows[2], 'visible');
    await userEvent.selectOptions(canvas.getByLabelText('学科'), '2');
    await expect(onFilterChange).toHaveBeenLastCalledWith({ ...filter, categoryId: 2 });
    await userEvent.selectOptions(canvas.getByLabelText('显示状态'), 'hidden');
    await expect(onFilterChange).toHaveBeenLastCalledWith({ ...filter, visibility: 'hidden' });
    await userEvent.type(canvas.getByLabelText('搜索姓名、学校或编号'), ' 清华 ');
    await userEvent.click(canvas.getByRole('button', { name: '搜索' }));
    await expect(onFilterChange).toHaveBeenLastCalledWith({ ...filter, q: '清华' });
  },
};

export const ListReadOnly: Story = {
  render: () => (
    <TutorTable list={ready} pageSize={20} filter={filter} options={options} onFilterChange={fn()} editPath={editPath} />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^(显示|隐藏) / })).toBeNull();
    await expect(within(canvas.getByTestId('tutor-1')).getByRole('link', { name: '查看' })).toBeVisible();
  },
};

export const ListLoading: Story = {
  render: () => (
    <TutorTable
      list={{ state: 'loading' }}
      pageSize={20}
      filter={filter}
      options={options}
      onFilterChange={fn()}
      editPath={editPath}
      onVisibility={fn()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('加载中…')).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
    // The filters stay usable while the list loads.
    await expect(canvas.getByLabelText('学科')).toBeEnabled();
  },
};

const onClear = fn();

export const ListFilteredEmpty: Story = {
  render: () => (
    <TutorTable
      list={{ state: 'ready', rows: [], total: 0 }}
      pageSize={20}
      filter={{ ...filter, q: '哈佛', categoryId: 3, visibility: 'hidden' }}
      options={options}
      onFilterChange={onClear}
      editPath={editPath}
      onVisibility={fn()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('没有符合条件的导师。')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '清除筛选' }));
    await expect(onClear).toHaveBeenCalledWith(filter);
  },
};

export const ListEmpty: Story = {
  render: () => (
    <TutorTable
      list={{ state: 'ready', rows: [], total: 0 }}
      pageSize={20}
      filter={filter}
      options={options}
      onFilterChange={fn()}
      editPath={editPath}
      onVisibility={fn()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('还没有学霸导师，点「添加导师」添加第一位。')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '清除筛选' })).toBeNull();
  },
};

const onRetry = fn();

export const ListError: Story = {
  render: () => (
    <TutorTable
      list={{ state: 'error', message: '网络连接失败，请检查网络后重试', onRetry, retrying: false }}
      pageSize={20}
      filter={filter}
      options={options}
      onFilterChange={fn()}
      editPath={editPath}
      onVisibility={fn()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('网络连接失败，请检查网络后重试')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(onRetry).toHaveBeenCalled();
  },
};

const empty: TutorFormFields = {
  name: '',
  gender: '',
  photoUrl: '',
  school: '',
  major: '',
  categoryId: null,
  gradeId: null,
  achievements: [],
  intro: '',
  sort: '',
};

const saved: TutorFormFields = {
  name: '林知远',
  gender: 'male',
  photoUrl: '/assets/avatars/tutor-01.webp',
  school: '清华大学',
  major: '数学与应用数学',
  categoryId: 2,
  gradeId: 8,
  achievements: ['全国高中数学联赛一等奖', '中考数学满分', '连续三年担任班级数学课代表'],
  intro:
    '初中时数学并不拔尖，靠错题本和每天半小时的限时练习追了上来。\n\n辅导时先找出孩子最常丢分的题型，再拆成小步骤一步步练熟。',
  sort: '1',
};

/** Uploads nothing: gives one of the demo photos the stories are served with. */
const onUploadPhoto = () => Promise.resolve('/assets/avatars/tutor-04.webp');

function headFor(visibility: 'visible' | 'hidden' | null) {
  if (!visibility) return <h1 className={consoleStyles.pageTitle}>添加学霸导师</h1>;
  return (
    <>
      <h1 className={consoleStyles.pageTitle}>编辑学霸导师</h1>
      <Tag tone={visibility === 'visible' ? 'success' : 'neutral'}>{visibility === 'visible' ? '显示中' : '已隐藏'}</Tag>
      <span className={consoleStyles.muted}>编号 tutor-01 · 版本 3 · 2026-12-01 11:20 修改</span>
    </>
  );
}

const onSubmit = fn();

export const FormNew: Story = {
  render: () => (
    <TutorForm
      initial={empty}
      options={options}
      visibility={null}
      readOnly={false}
      saving={false}
      error={null}
      notice={null}
      onSubmit={onSubmit}
      onVisibility={fn()}
      onUploadPhoto={onUploadPhoto}
      head={headFor(null)}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /^(显示|隐藏)$/ })).toBeNull();
    await expect(canvas.getByText('还没有成就。')).toBeVisible();
  },
};

export const FormErrors: Story = {
  render: () => (
    <TutorForm
      initial={{ ...empty, name: '顾闻舟', achievements: ['全国中学生物理竞赛（北京赛区）一等奖'] }}
      options={options}
      visibility={null}
      readOnly={false}
      saving={false}
      error={null}
      notice={null}
      onSubmit={onSubmit}
      onVisibility={fn()}
      onUploadPhoto={onUploadPhoto}
      head={headFor(null)}
    />
  ),
  play: async ({ canvas }) => {
    // Named in both languages, so the English picture shows the errors too (the checks run in Chinese).
    await userEvent.click(canvas.getByRole('button', { name: /^(保存（先隐藏）|Save \(hidden\))$/ }));
    await expect(canvas.getByText('请选择性别')).toBeVisible();
    await expect(canvas.getByText('请上传照片')).toBeVisible();
    await expect(canvas.getByText('请填写学校（不超过 40 个字）')).toBeVisible();
    await expect(canvas.getByLabelText('辅导学科')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.queryByText('请填写姓名（不超过 16 个字）')).toBeNull();
    await expect(onSubmit).not.toHaveBeenCalled();
  },
};

const onHide = fn();

export const FormEditing: Story = {
  render: () => (
    <TutorForm
      initial={saved}
      options={options}
      visibility="visible"
      readOnly={false}
      saving={false}
      error={null}
      notice="已保存"
      onSubmit={fn()}
      onVisibility={onHide}
      onUploadPhoto={onUploadPhoto}
      head={headFor('visible')}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '第 2 条成就' })).toHaveValue('中考数学满分');
    await expect(canvas.getByRole('button', { name: '上移第 1 条' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '移除照片' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '隐藏' }));
    await expect(onHide).toHaveBeenCalledWith('hidden');
  },
};

const onReload = fn();

export const FormConflict: Story = {
  render: () => (
    <TutorForm
      initial={saved}
      options={options}
      visibility="visible"
      readOnly={false}
      saving={false}
      error="这位学霸导师已被他人修改，请刷新后再改"
      notice="已保存"
      onSubmit={fn()}
      onVisibility={fn()}
      onUploadPhoto={onUploadPhoto}
      onReload={onReload}
      head={headFor('visible')}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('这位学霸导师已被他人修改，请刷新后再改')).toBeVisible();
    // The refusal replaces the earlier success, never shows beside it.
    await expect(canvas.queryByText('已保存')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: /^(载入最新版本|Load the latest version)$/ }));
    await expect(onReload).toHaveBeenCalled();
  },
};

export const FormReadOnly: Story = {
  render: () => (
    <TutorForm
      initial={saved}
      options={options}
      visibility="hidden"
      readOnly
      saving={false}
      error={null}
      notice={null}
      onSubmit={fn()}
      onVisibility={fn()}
      onUploadPhoto={onUploadPhoto}
      head={headFor('hidden')}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('你的角色只能查看学霸导师，不能修改。')).toBeVisible();
    await expect(canvas.getByLabelText('姓名')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: '保存' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '显示' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '上传照片' })).toBeNull();
  },
};
