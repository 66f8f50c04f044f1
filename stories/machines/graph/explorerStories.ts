import { expect, userEvent, within } from 'storybook/test';
import type { MachineModel } from './machineModel';
import { MachineExplorer } from './MachineExplorer';

type Canvas = ReturnType<typeof within>;

/** One step of a story on the explorer: press an event the current state takes, or "Go" on a shortest path. */
export type ExplorerStep = { press: string | RegExp; then: string } | { go: string; then: string };

/**
 * The play function of an explorer story: waits for the graph of `machineId`, then takes the steps, checking
 * after each one the current state (`then`, as the page writes it, with ` (done)` for a finished machine).
 */
export function explore(machineId: string, ...steps: ExplorerStep[]) {
  return async ({ canvas }: { canvas: Canvas }) => {
    await expect(await canvas.findByRole('img', { name: `Statechart of ${machineId}` }, { timeout: 10_000 })).toBeVisible();
    for (const step of steps) {
      if ('press' in step) {
        const events = canvas.getByRole('list', { name: 'Events the current state takes' });
        await userEvent.click(within(events).getAllByRole('button', { name: step.press })[0]!);
      } else {
        await userEvent.click(canvas.getByRole('button', { name: `Go to ${step.go}` }));
      }
      await expect(canvas.getByTestId('current-state').textContent).toBe(step.then);
    }
  };
}

/** What every explorer story file's meta has besides its title: the explorer showing `model`, the model not a control. */
export function explorerMeta(model: MachineModel) {
  return {
    component: MachineExplorer,
    args: { model },
    argTypes: { model: { control: false }, startWith: { control: false } },
    parameters: { layout: 'padded' },
  } as const;
}
