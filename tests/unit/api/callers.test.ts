import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as calls from '@contract/api/calls';
import { PAY_CALL_OF_CHANNEL } from '@contract/api/payChannels';

const root = join(import.meta.dirname, '../../..');

/** Every call the contract defines, as `group.module.name` with its path. */
function definedCalls(): { ref: string; module: string; group: string; name: string; path: string }[] {
  const groups = calls as unknown as Record<string, Record<string, Record<string, { path?: string }>>>;
  return ['web', 'user', 'pay', 'evaluation', 'admin'].flatMap((group) =>
    Object.entries(groups[group] ?? {}).flatMap(([module, refs]) =>
      Object.entries(refs)
        .filter(([, ref]) => typeof ref?.path === 'string')
        .map(([name, ref]) => ({ ref: `${group}.${module}.${name}`, module, group, name, path: ref.path! })),
    ),
  );
}

const clientSource = readdirSync(join(root, 'src'), { withFileTypes: true, recursive: true })
  .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
  .map((entry) => readFileSync(join(entry.parentPath, entry.name), 'utf8'))
  .join('\n');

/**
 * The site reaches a call as `webCommon.getProvince` (a module imported as `* as webCommon`), as
 * `admin.videos.detachVideo` (the group imported), or, for payments, by the channel's entry in PAY_CALL_OF_CHANNEL.
 */
function hasCaller(call: ReturnType<typeof definedCalls>[number]): boolean {
  const alias = `${call.group}${call.module[0]!.toUpperCase()}${call.module.slice(1)}`;
  if (new RegExp(`\\b(?:${alias}|${call.group}\\.${call.module})\\.${call.name}\\b`).test(clientSource)) return true;
  return (
    call.group === 'pay' &&
    Object.values(PAY_CALL_OF_CHANNEL).includes(call.name as never) &&
    /PAY_CALL_OF_CHANNEL/.test(clientSource)
  );
}

/** The paths the README's API section names as kept for older clients. */
function keptForOlderClients(): string[] {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('Every call in it has a caller'), readme.indexOf('## Running at scale'));
  return [...section.matchAll(/^- `POST ([^`]+)`/gm)].map((match) => match[1]!);
}

/**
 * Served calls the site does not reach yet, each waiting for the page that needs it. The list may only shrink:
 * a call that gains a caller must leave it.
 */
const AWAITING_A_PAGE: Record<string, string> = {};

describe('every call of the API has a caller', () => {
  const all = definedCalls();

  it('reads the calls of the contract and the README list', () => {
    expect(all.length).toBeGreaterThan(200);
    expect(keptForOlderClients()).toContain('/api/v1/userinfo/login');
  });

  it('finds a caller in the site or the console for every call but those kept for older clients', () => {
    const kept = new Set([...keptForOlderClients(), ...Object.keys(AWAITING_A_PAGE)]);
    const uncalled = all.filter((call) => !kept.has(call.path) && !hasCaller(call)).map((call) => `${call.ref} ${call.path}`);
    expect(uncalled).toEqual([]);
  });

  it('lists as kept or awaiting only calls that exist and really have no caller', () => {
    const byPath = new Map(all.map((call) => [call.path, call]));
    for (const path of [...keptForOlderClients(), ...Object.keys(AWAITING_A_PAGE)]) {
      const call = byPath.get(path);
      expect(call, `${path} is a call of the contract`).toBeDefined();
      expect(hasCaller(call!), `${path} has a caller now: take it off the list`).toBe(false);
    }
  });
});
