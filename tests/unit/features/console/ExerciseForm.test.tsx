import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { exerciseSaveFields, saveExercise } from '@contract/api/schemas/admin/exercises';
import { parseInput } from '@contract/api/schemas/messages';
import {
  ExerciseForm,
  exerciseFormErrors,
  fittedExercise,
  withKind,
  type ExerciseFormFields,
  type ExerciseFormProps,
} from '@/features/console/ExerciseForm';
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

const single: ExerciseFormFields = {
  kind: 'single',
  question: '下列数中最大的是（　　）',
  options: ['−2', '0', '3', '1/2'],
  answer: ['C'],
  blanks: [],
  analysis: '正数大于 0，0 大于负数。',
  knowledgePoint: '有理数大小比较',
  difficulty: '1',
  categoryId: 2,
  gradeId: 7,
};

const fill: ExerciseFormFields = {
  ...single,
  kind: 'fill',
  question: '3 的相反数是 ____，|−5| = ____。',
  answer: [],
  blanks: [['-3', '−3'], ['5']],
};

function WithI18n({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

function renderForm(props: Partial<ExerciseFormProps> = {}) {
  if (i18n.language !== 'zh-CN') void i18n.changeLanguage('zh-CN');
  const all: ExerciseFormProps = {
    initial: single,
    options,
    saved: false,
    locked: false,
    readOnly: false,
    saving: false,
    error: null,
    notice: null,
    onSubmit: vi.fn(),
    head: <h1>新建题目</h1>,
    ...props,
  };
  render(<ExerciseForm {...all} />, { wrapper: WithI18n });
  return all;
}

afterEach(cleanup);

describe('the question form’s kind rules', () => {
  it('accepts a complete question of each kind, as the server’s own parsing does', () => {
    const multiple = { ...single, kind: 'multiple' as const, answer: ['A', 'C'] };
    for (const values of [single, multiple, fill]) {
      expect(exerciseFormErrors(values), values.kind).toEqual([]);
      expect(parseInput(saveExercise.request, exerciseSaveFields(fittedExercise(values))), values.kind).toMatchObject({
        ok: true,
      });
    }
  });

  it('wants exactly one right option for a single choice and at least two for a multiple choice', () => {
    expect(exerciseFormErrors({ ...single, answer: [] })).toEqual(['answer']);
    expect(exerciseFormErrors({ ...single, kind: 'multiple', answer: ['C'] })).toEqual(['answer']);
    expect(exerciseFormErrors({ ...single, kind: 'multiple', answer: ['A', 'B', 'C', 'D'] })).toEqual([]);
    // A single choice keeps only its first right option when saved.
    expect(fittedExercise({ ...single, answer: ['A', 'C'] }).answer).toEqual(['A']);
  });

  it('names a kind rule broken together with a missing subject', () => {
    expect(exerciseFormErrors({ ...single, answer: [], categoryId: null })).toEqual(['answer', 'categoryId']);
    expect(exerciseFormErrors({ ...single, question: ' ', options: ['', '', '', ''] })).toEqual(['question', 'options']);
  });

  it('wants four written options for either choice kind, and none for a fill-in', () => {
    expect(exerciseFormErrors({ ...single, options: ['−2', '  ', '3', '1/2'] })).toEqual(['options']);
    expect(exerciseFormErrors({ ...fill, options: ['', '', '', ''] })).toEqual([]);
  });

  it('gives a fill-in one answer list per blank its text marks, each with at least one answer', () => {
    expect(fittedExercise({ ...fill, question: '3 的相反数是 ____。' }).blanks).toEqual([['-3', '−3']]);
    expect(fittedExercise({ ...fill, question: `${fill.question}＿＿` }).blanks).toEqual([['-3', '−3'], ['5'], []]);
    expect(exerciseFormErrors({ ...fill, question: `${fill.question}＿＿` })).toEqual(['blanks']);
    expect(exerciseFormErrors({ ...fill, blanks: [['-3'], ['  ']] })).toEqual(['blanks']);
    expect(exerciseFormErrors({ ...fill, question: '3 的相反数是多少？' })).toEqual(['question']);
  });

  it('names the field whose formula is left open or whose picture comes from another site', () => {
    expect(exerciseFormErrors({ ...single, question: '$x^2 = 4 的正数解是（　　）' })).toEqual(['question']);
    expect(exerciseFormErrors({ ...single, options: ['$-2$', '![零](http://x.example/0.png)', '3', '1/2'] })).toEqual([
      'options',
    ]);
    expect(exerciseFormErrors({ ...single, analysis: '价格 $5' })).toEqual(['analysis']);
    expect(exerciseFormErrors({ ...single, question: '$x^2=4$，\\$5 与 ![数轴](/assets/questions/number-line.svg)' })).toEqual(
      [],
    );
  });

  it('says what is wrong with a formula and draws the question as students will see it', async () => {
    const user = userEvent.setup();
    renderForm({ initial: { ...single, question: '$x^2 = 4$ 的正数解是（　　）$' } });
    expect(screen.getByRole('region', { name: '学生看到的样子' })).toHaveTextContent('x^2 = 4');
    await user.click(screen.getByRole('button', { name: '保存题目' }));
    expect(screen.getByText('公式的 $ 没有成对：公式写在两个 $ 之间，要写美元符号请用 \\$')).toBeTruthy();
  });

  it('keeps what another kind used when the kind changes, so changing back loses nothing', () => {
    const multiple = withKind({ ...single, answer: ['C'] }, 'multiple');
    expect(withKind(withKind(multiple, 'fill'), 'multiple')).toEqual(multiple);
    expect(withKind({ ...multiple, answer: ['A', 'C'] }, 'single').answer).toEqual(['A']);
  });
});

describe('the question form', () => {
  it('shows four options with one right answer for a single choice, and blanks for a fill-in', async () => {
    const { onSubmit } = renderForm({ initial: { ...single, answer: [] } });
    expect(screen.getAllByRole('radio', { name: /^正确答案/ })).toHaveLength(4);
    await userEvent.click(screen.getByRole('button', { name: '保存题目' }));
    expect(screen.getByText('请勾选唯一的正确答案')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('radio', { name: '多选题' }));
    expect(screen.getAllByRole('checkbox', { name: /^正确答案/ })).toHaveLength(4);
    await userEvent.click(screen.getByRole('checkbox', { name: '正确答案 A' }));
    await userEvent.click(screen.getByRole('checkbox', { name: '正确答案 C' }));
    await userEvent.click(screen.getByRole('button', { name: '保存题目' }));
    expect(onSubmit).toHaveBeenCalledWith({ ...single, kind: 'multiple', answer: ['A', 'C'] });
  });

  it('marks a blank in the question text and asks for its accepted answers', async () => {
    const { onSubmit } = renderForm({ initial: { ...single, kind: 'fill', question: '2 的倒数是', answer: [] } });
    expect(screen.getByText('题干里还没有 ____，先在题干中标出空。')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('题干'));
    await userEvent.keyboard('{End}');
    await userEvent.click(screen.getByRole('button', { name: '插入一个空' }));
    expect(screen.getByLabelText('题干')).toHaveValue('2 的倒数是____');
    await userEvent.click(screen.getByRole('button', { name: '保存题目' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/每个空都要有至少一个答案/);
    await userEvent.type(screen.getByLabelText('第 1 空'), '1/2{Enter}0.5');
    await userEvent.click(screen.getByRole('button', { name: '保存题目' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'fill', question: '2 的倒数是____', blanks: [['1/2', '0.5']] }),
    );
  });

  it('keeps the kind and right answers of an answered question while its wording can still change', async () => {
    const { onSubmit } = renderForm({ initial: single, saved: true, locked: true });
    expect(screen.getByText(/已有学生作答过这道题/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '多选题' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '正确答案 A' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('题干'), '？');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    expect(onSubmit).toHaveBeenCalledWith({ ...single, question: `${single.question}？` });
  });

  it('lets a reader see the question but change nothing', () => {
    renderForm({ initial: fill, saved: true, readOnly: true });
    expect(screen.getByText('你的角色只能查看题库，不能修改。')).toBeInTheDocument();
    expect(screen.getByLabelText('题干')).toBeDisabled();
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    expect(screen.queryByRole('button', { name: '插入一个空' })).toBeNull();
  });
});
