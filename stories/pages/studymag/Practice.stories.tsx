import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { PracticeMarking } from '@machines/evaluation';
import { failed, loading, ready } from '@/components/Loadable';
import { usePractice } from '@/flows/learning';
import { type LessonPracticeData, PracticeBody, PracticeView } from '@/pages/studymag/practice/PracticeView';
import '@/features/learning/texts';
import '@/features/studymag/texts';
import { onPage, pageParameters } from '../pageStory';
import { allMarked, lessonPractice, markSample, someMarked } from './practiceSamples';

/**
 * A lesson's practice on the real sitting machine; checks are marked at once by the sample key (or refused, to show a
 * failed check), so the play functions answer, check and try again as a student does.
 */
function LivePractice({ data, refuse }: { data: LessonPracticeData; refuse?: string }) {
  // Answers given in the story so far, by question, as the server counts them.
  const given = useRef(new Map<number, number>());
  const practice = usePractice(data.questions, data.markings, async ({ questionId, answer }) => {
    if (refuse) throw new Error(refuse);
    const attempts = (given.current.get(questionId) ?? data.markings[String(questionId)]?.attempts ?? 0) + 1;
    given.current.set(questionId, attempts);
    return markSample(questionId, answer, attempts);
  });
  return (
    <PracticeBody
      data={data}
      answers={practice.answers}
      markings={practice.markings}
      checkingId={practice.checkingId}
      error={practice.error}
      send={practice.send}
    />
  );
}

function Page({ markings, refuse }: { markings?: Record<string, PracticeMarking>; refuse?: string }) {
  return (
    <PracticeView practice={ready(lessonPractice(markings))} refusal={null}>
      {(data) => <LivePractice data={data} refuse={refuse} />}
    </PracticeView>
  );
}

/** /studymag/practice: a lesson's exercises of every kind, with none, some and all of them marked. */
const meta = { title: 'Pages/Studymag/LessonPractice', decorators: [onPage], parameters: pageParameters } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const body = fn();

export const NothingAnswered: Story = {
  render: () => <Page />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('practice-progress')).toHaveTextContent('已做 0 / 5 题 · 答对 0 题');
    // Nothing to check until an answer is given.
    for (const button of canvas.getAllByRole('button', { name: '提交答案' })) await expect(button).toBeDisabled();
  },
};

export const AnsweredWrongThenRight: Story = {
  render: () => <Page />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = within(canvas.getByRole('radiogroup', { name: '第 1 题' }).closest('fieldset')!);
    await userEvent.click(first.getByRole('radio', { name: /^B\./ }));
    await userEvent.click(first.getByRole('button', { name: '提交答案' }));
    await expect(await first.findByText('答错')).toBeVisible();
    await expect(first.getByText(/先通分/)).toBeVisible();
    await expect(first.getByText('第 1 次作答')).toBeVisible();
    // A marked answer is locked until the student tries again.
    await expect(first.getByRole('radio', { name: /^A\./ })).toBeDisabled();
    await userEvent.click(first.getByRole('button', { name: '再做一次' }));
    await userEvent.click(first.getByRole('radio', { name: /^A\./ }));
    await userEvent.click(first.getByRole('button', { name: '提交答案' }));
    await expect(await first.findByText('答对')).toBeVisible();
    await expect(first.getByText('第 2 次作答')).toBeVisible();
    await expect(canvas.getByTestId('practice-progress')).toHaveTextContent('已做 1 / 5 题 · 答对 1 题');
  },
};

export const FillInMarkedBlankByBlank: Story = {
  render: () => <Page />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '第 5 题 第 1 空' }), '4');
    await userEvent.type(canvas.getByRole('textbox', { name: '第 5 题 第 2 空' }), '-9');
    const card = within(canvas.getByRole('textbox', { name: '第 5 题 第 1 空' }).closest('fieldset')!);
    await userEvent.click(card.getByRole('button', { name: '提交答案' }));
    await expect(await card.findByText('答错')).toBeVisible();
    await expect(canvasElement.querySelector('[data-blank-result="1"]')).toHaveAttribute('data-state', 'right');
    await expect(canvasElement.querySelector('[data-blank-result="2"]')).toHaveAttribute('data-state', 'wrong');
  },
};

export const SomeMarked: Story = { render: () => <Page markings={someMarked} /> };

export const AllMarked: Story = {
  render: () => <Page markings={allMarked} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('practice-finished')).toHaveTextContent('答对 3 / 5 题');
  },
};

export const CheckFailed: Story = {
  render: () => <Page refuse="网络不稳定，请稍后重试" />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = within(canvas.getByRole('radiogroup', { name: '第 1 题' }).closest('fieldset')!);
    await userEvent.click(first.getByRole('radio', { name: /^A\./ }));
    await userEvent.click(first.getByRole('button', { name: '提交答案' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('网络不稳定，请稍后重试');
    // The answer stays, ready to be checked again.
    await expect(first.getByRole('radio', { name: /^A\./ })).toBeChecked();
  },
};

export const NoExercises: Story = {
  render: () => (
    <PracticeView practice={ready({ ...lessonPractice(), questions: [] })} refusal={null}>
      {body}
    </PracticeView>
  ),
};

export const NotBought: Story = {
  render: () => (
    <PracticeView practice={failed()} refusal="请先购买课程">
      {body}
    </PracticeView>
  ),
};

export const Loading: Story = {
  render: () => (
    <PracticeView practice={loading} refusal={null}>
      {body}
    </PracticeView>
  ),
};

export const LoadFailed: Story = {
  render: () => (
    <PracticeView practice={failed()} refusal={null}>
      {body}
    </PracticeView>
  ),
};
