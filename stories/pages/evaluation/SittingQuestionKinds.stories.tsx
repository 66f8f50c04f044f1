import '@/features/evaluation/texts';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { fromCallback, fromPromise } from 'xstate';
import { SittingView } from '@/pages/evaluation/exerciseTestPaper/SittingView';
import { sittingMachine, unansweredCount, type SheetAnswer, type SittingLayout } from '@machines/evaluation';
import { onPage, pageParameters } from '../pageStory';
import { otherKinds, questions } from './samples';

/**
 * The sitting view driven by the real sitting machine (clock stopped, submit answered at once), so the
 * play functions check what a student sees after choosing options and filling blanks.
 */
function LiveSitting({
  answers = {},
  layout = 'single',
  current = 0,
}: {
  answers?: Record<string, SheetAnswer>;
  layout?: SittingLayout;
  current?: number;
}) {
  const [machine] = useState(() =>
    sittingMachine.provide({
      actors: {
        clock: fromCallback(() => () => {}),
        submit: fromPromise(async () => ({ reportId: 1 })),
      },
    }),
  );
  // The clock is stopped, so a fixed "now" keeps the timer at 19:50.
  const actor = useActorRef(machine, {
    input: { sittingId: 1, questions: [...questions, ...otherKinds], answers, deadlineMs: 1_190_000, nowMs: 0 },
  });
  const context = useSelector(actor, (snapshot) => snapshot.context);
  const reviewing = useSelector(actor, (snapshot) => snapshot.hasTag('reviewing'));
  useEffect(() => {
    actor.send({ type: 'user.layoutChanged', layout });
    actor.send({ type: 'user.goTo', index: current });
  }, [actor, layout, current]);
  return (
    <SittingView
      title="初二数学学情诊断"
      questions={context.questions}
      answers={context.answers}
      current={context.current}
      layout={context.layout}
      secondsLeft={context.secondsLeft}
      mode={reviewing ? 'reviewing' : 'answering'}
      unanswered={unansweredCount(context)}
      error={null}
      send={actor.send}
    />
  );
}

const meta = {
  title: 'Pages/Evaluation/Sitting question kinds',
  decorators: [onPage],
  parameters: pageParameters,
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const MultipleChoice: Story = {
  render: () => <LiveSitting current={3} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('多选')).toBeVisible();
    const group = canvas.getByRole('group', { name: '第 4 题 多选' });
    const boxes = within(group).getAllByRole('checkbox');
    await expect(boxes).toHaveLength(4);
    await userEvent.click(within(group).getByLabelText(/y 随 x 的增大而减小/));
    await userEvent.click(within(group).getByLabelText(/图像与 y 轴交于点/));
    await expect(boxes[0]).toBeChecked();
    await expect(boxes[2]).toBeChecked();
    await expect(boxes[1]).not.toBeChecked();
    // One of five answered before (none), now the multiple-choice one: 4 left.
    await expect(canvas.getByText(/未答 4/)).toBeVisible();
    await userEvent.click(boxes[0]!);
    await expect(boxes[0]).not.toBeChecked();
    await expect(boxes[2]).toBeChecked();
  },
};

export const FillIn: Story = {
  render: () => <LiveSitting current={4} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('填空')).toBeVisible();
    const first = canvas.getByRole('textbox', { name: '第 5 题 第 1 空' });
    const second = canvas.getByRole('textbox', { name: '第 5 题 第 2 空' });
    await expect(first).toHaveAttribute('inputmode', 'text');
    await expect(first).toHaveAttribute('autocomplete', 'off');
    // 16 px or more, so iOS Safari does not zoom in on focus.
    await expect(parseFloat(getComputedStyle(first).fontSize)).toBeGreaterThanOrEqual(16);
    await userEvent.type(first, '4');
    await expect(canvas.getByText(/未答 5/)).toBeVisible();
    await userEvent.type(second, '9');
    await expect(first).toHaveValue('4');
    await expect(second).toHaveValue('9');
    await expect(canvas.getByText(/未答 4/)).toBeVisible();
  },
};

export const WholeSheetWithEveryKind: Story = {
  render: () => <LiveSitting layout="sheet" answers={{ 1: 'A', 4: ['A', 'B'], 5: ['4', ''] }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('radiogroup')).toHaveLength(3);
    await expect(canvas.getByRole('group', { name: '第 4 题 多选' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '第 5 题 第 1 空' })).toHaveValue('4');
    // The half-filled blank question still counts as unanswered.
    await expect(canvas.getByText(/未答 3/)).toBeVisible();
  },
};

export const AnswerCardWithEveryKind: Story = {
  render: () => <LiveSitting answers={{ 1: 'A', 4: ['A', 'B'], 5: ['4', '9'] }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: '答题卡' }));
    await expect(canvas.getByText(/已答 3 · 未答 2/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '第 4 题 多选 已答' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '第 5 题 填空 已答' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '第 2 题 未答' })).toBeVisible();
  },
};
