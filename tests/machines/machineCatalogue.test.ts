import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { storyNameFromExport, toId } from 'storybook/internal/csf';
import { describe, expect, it } from 'vitest';
import { StateMachine, type AnyStateMachine } from 'xstate';
import { machineModels } from '../../stories/machines/models';

const root = join(import.meta.dirname, '../..');

function filesUnder(folder: string, test: (name: string) => boolean): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** A file that builds a machine: `createMachine(` or `setup(…).createMachine(` outside a comment. */
const buildsMachine = (source: string) =>
  source.split('\n').some((line) => !/^\s*(\*|\/\/|\/\*)/.test(line) && /\bcreateMachine\(/.test(line));

const machineFiles = filesUnder('machines', (name) => name.endsWith('.ts')).filter((file) =>
  buildsMachine(readFileSync(join(root, file), 'utf8')),
);

const storyFiles = filesUnder('stories/machines', (name) => name.endsWith('.stories.tsx')).map((file) => ({
  file,
  source: readFileSync(join(root, file), 'utf8'),
}));

/** The story ids whose explorer draws `key`: exports that name the model, or inherit it from the file's meta. */
function graphStoryIds(key: string): string[] {
  const uses = new RegExp(`machineModels\\.${key}\\b`);
  return storyFiles.flatMap(({ source }) => {
    const title = /title: '([^']+)'/.exec(source)?.[1];
    if (!title) return [];
    const [head, ...stories] = source.split(/^export const /m);
    const metaUses = uses.test(head ?? '');
    return stories
      .map((block) => ({ name: /^(\w+)/.exec(block)?.[1] ?? '', block }))
      .filter(
        ({ name, block }) => name !== '' && (uses.test(block) || (metaUses && !/\bmodel:/.test(block) && !/render:/.test(block))),
      )
      .map(({ name }) => toId(title, storyNameFromExport(name)));
  });
}

/** The keys of machineModels whose machine is one that `file` exports. */
async function modelKeysOf(file: string): Promise<string[]> {
  const exported = Object.values(await import(/* @vite-ignore */ join(root, file))).filter(
    (value): value is AnyStateMachine => value instanceof StateMachine,
  );
  expect(exported.length, `${file} exports its machine`).toBeGreaterThan(0);
  return Object.entries(machineModels)
    .filter(([, model]) => exported.some((machine) => model.machine.config === machine.config || model.machine.id === machine.id))
    .map(([key]) => key);
}

const baselines = new Set(readdirSync(join(root, 'tests/visual/baselines')));

describe('every machine can be seen and driven by QA', () => {
  it('finds the machines of machines/ by what builds them', () => {
    expect(machineFiles.length).toBeGreaterThanOrEqual(19);
    expect(machineFiles).toContain('machines/sms/smsCountdownMachine.ts');
    expect(machineFiles).toContain('machines/routeGuard/routeGuardMachine.ts');
  });

  describe.each(machineFiles)('%s', (file) => {
    const name = basename(file, '.ts');

    it('has a model that the graph stories step through', async () => {
      expect(await modelKeysOf(file), `a model in stories/machines/models for ${name}`).not.toEqual([]);
    });

    it('has a graph story with a visual baseline', async () => {
      const keys = await modelKeysOf(file);
      const ids = keys.flatMap(graphStoryIds);
      expect(ids, `a story in stories/machines renders machineModels.${keys[0]}`).not.toEqual([]);
      for (const id of ids) expect(baselines.has(id), `tests/visual/baselines/${id}`).toBe(true);
    });

    it('has shortest-path tests', () => {
      const paths = filesUnder('tests/machines', (entry) => entry === `${name}.paths.test.ts`);
      expect(paths, `tests/machines/**/${name}.paths.test.ts`).toHaveLength(1);
      expect(existsSync(join(root, paths[0]!))).toBe(true);
    });
  });
});
