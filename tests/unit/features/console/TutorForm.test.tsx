import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveTutor, tutorSaveFields } from '@contract/api/schemas/admin/tutors';
import { parseInput } from '@contract/api/schemas/messages';
import { TutorForm, tutorFormErrors, type TutorFormFields, type TutorFormProps } from '@/features/console/TutorForm';
import { i18n } from '@/i18n';
import { I18nProvider } from '@/i18n/react';

const options = {
  categories: [
    { id: 1, name: '语文' },
    { id: 2, name: '数学' },
  ],
  grades: [
    { id: 7, name: '初一' },
    { id: 8, name: '初二' },
  ],
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

const filled: TutorFormFields = {
  name: '顾闻舟',
  gender: 'male',
  photoUrl: '/api/upload/files/gu.webp',
  school: '清华大学',
  major: '数学与应用数学',
  categoryId: 2,
  gradeId: 8,
  achievements: ['全国高中数学联赛一等奖', '高考数学 148 分'],
  intro: '擅长把难题拆成小步骤。',
  sort: '12',
};

function WithI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

function renderForm(props: Partial<TutorFormProps> = {}) {
  if (i18n.language !== 'zh-CN') void i18n.changeLanguage('zh-CN');
  const all: TutorFormProps = {
    initial: empty,
    options,
    visibility: null,
    readOnly: false,
    saving: false,
    error: null,
    notice: null,
    onSubmit: vi.fn(),
    onVisibility: vi.fn(),
    onUploadPhoto: vi.fn(() => Promise.resolve('/assets/avatars/tutor-01.webp')),
    head: <h1>添加学霸导师</h1>,
    ...props,
  };
  render(<TutorForm {...all} />, { wrapper: WithI18n });
  return all;
}

afterEach(cleanup);

describe('the tutor form’s checks', () => {
  it('finds nothing wrong with a complete tutor, which the server’s own parsing accepts too', () => {
    expect(tutorFormErrors(filled)).toEqual([]);
    expect(parseInput(saveTutor.request, tutorSaveFields(filled))).toMatchObject({ ok: true });
  });

  it('names every required field of an empty form, in the order the form shows them', () => {
    expect(tutorFormErrors(empty)).toEqual(['name', 'gender', 'photoUrl', 'school', 'categoryId', 'gradeId']);
  });

  it('takes names of only spaces as missing, and long names, majors and introductions as too long', () => {
    expect(tutorFormErrors({ ...filled, name: '   ' })).toEqual(['name']);
    expect(tutorFormErrors({ ...filled, name: '名'.repeat(17), major: '专'.repeat(41), intro: '介'.repeat(1001) })).toEqual([
      'name',
      'major',
      'intro',
    ]);
  });

  it('drops blank achievements but refuses a long one or an eleventh', () => {
    expect(tutorFormErrors({ ...filled, achievements: ['  ', '一等奖', ''] })).toEqual([]);
    expect(tutorFormErrors({ ...filled, achievements: ['长'.repeat(61)] })).toEqual(['achievements']);
    expect(tutorFormErrors({ ...filled, achievements: Array.from({ length: 11 }, (_, i) => `成就 ${i}`) })).toEqual([
      'achievements',
    ]);
  });

  it('accepts an empty order (placed by the server) and refuses one that is not a whole number from 0 to 9999', () => {
    expect(tutorFormErrors({ ...filled, sort: '' })).toEqual([]);
    for (const sort of ['-1', '1.5', 'abc', '10000']) expect(tutorFormErrors({ ...filled, sort }), sort).toEqual(['sort']);
  });

  it('refuses a photo address that is not an uploaded picture', () => {
    expect(tutorFormErrors({ ...filled, photoUrl: 'javascript:alert(1)' })).toEqual(['photoUrl']);
  });
});

describe('the tutor form', () => {
  it('names what is missing under each field and does not submit', async () => {
    const { onSubmit } = renderForm();
    await userEvent.click(screen.getByRole('button', { name: '保存（先隐藏）' }));
    expect(screen.getByText('请填写姓名（不超过 16 个字）')).toBeInTheDocument();
    expect(screen.getByText('请选择性别')).toBeInTheDocument();
    expect(screen.getByText('请上传照片')).toBeInTheDocument();
    expect(screen.getByText('请选择辅导学科')).toBeInTheDocument();
    expect(screen.getByLabelText('辅导年级')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('adds, reorders and removes achievements, and submits them in their order', async () => {
    const { onSubmit } = renderForm({ initial: filled, visibility: 'hidden' });
    await userEvent.click(screen.getByRole('button', { name: '+ 添加一条成就' }));
    const third = screen.getByRole('textbox', { name: '第 3 条成就' });
    expect(third).toHaveFocus();
    await userEvent.type(third, '省物理竞赛二等奖');
    await userEvent.click(screen.getByRole('button', { name: '上移第 3 条' }));
    await userEvent.click(screen.getByRole('button', { name: '删除第 1 条' }));
    const list = within(screen.getByRole('group', { name: '成就' }));
    expect(list.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value)).toEqual([
      '省物理竞赛二等奖',
      '高考数学 148 分',
    ]);
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onSubmit).toHaveBeenCalledWith({ ...filled, achievements: ['省物理竞赛二等奖', '高考数学 148 分'] });
  });

  it('offers to hide a shown tutor only when nothing is left unsaved', async () => {
    const { onVisibility } = renderForm({ initial: filled, visibility: 'visible' });
    await userEvent.type(screen.getByLabelText('学校'), '（本科）');
    expect(screen.getByRole('button', { name: '隐藏' })).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('学校'));
    await userEvent.type(screen.getByLabelText('学校'), '清华大学');
    await userEvent.click(screen.getByRole('button', { name: '隐藏' }));
    expect(onVisibility).toHaveBeenCalledWith('hidden');
  });

  it('shows a refusal with a way to load the latest version', async () => {
    const onReload = vi.fn();
    renderForm({ initial: filled, visibility: 'visible', error: '这位学霸导师已被他人修改，请刷新后再改', onReload });
    expect(screen.getByText('这位学霸导师已被他人修改，请刷新后再改')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '载入最新版本' }));
    expect(onReload).toHaveBeenCalled();
  });

  it('lets a reader see the tutor but change nothing', () => {
    renderForm({ initial: filled, visibility: 'visible', readOnly: true });
    expect(screen.getByText('你的角色只能查看学霸导师，不能修改。')).toBeInTheDocument();
    expect(screen.getByLabelText('姓名')).toBeDisabled();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    expect(screen.queryByRole('button', { name: '隐藏' })).toBeNull();
    expect(screen.queryByRole('button', { name: /添加一条成就/ })).toBeNull();
  });
});
