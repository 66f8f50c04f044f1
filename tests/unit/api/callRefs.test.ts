import { describe, expect, it } from 'vitest';
import * as calls from '@contract/api/calls';
import * as schemas from '@contract/api/schemas';
import type { ApiCall } from '@contract/api/schemas/contract';

type Module = Record<string, unknown>;
const isCall = (value: unknown): value is ApiCall =>
  typeof value === 'object' && value !== null && 'path' in value && 'request' in value;

function entries(groups: Record<string, Module>, keep: (value: unknown) => boolean) {
  return Object.entries(groups).flatMap(([group, areas]) =>
    Object.entries(areas as Record<string, Module>).flatMap(([area, module]) =>
      typeof module === 'object' && module !== null
        ? Object.entries(module)
            .filter(([, value]) => keep(value))
            .map(
              ([name, value]) => [`${group}.${area}.${name}`, value as { path: string; auth: boolean; host?: string }] as const,
            )
        : [],
    ),
  );
}

describe('the schema-free call references of the browser', () => {
  const schemaCalls = entries(
    { web: schemas.web, user: schemas.user, pay: schemas.pay, evaluation: schemas.evaluation, admin: schemas.admin } as never,
    isCall,
  );
  const refs = entries(
    { web: calls.web, user: calls.user, pay: calls.pay, evaluation: calls.evaluation, admin: calls.admin } as never,
    (value) => typeof value === 'object' && value !== null && 'path' in value,
  );

  it('name every call of the schemas, and nothing else (run npm run api:refs after changing a call)', () => {
    expect(refs.map(([name]) => name).sort()).toEqual(schemaCalls.map(([name]) => name).sort());
  });

  it('post to the same path and host with the same login requirement as the schema', () => {
    const byName = new Map(refs);
    for (const [name, call] of schemaCalls) {
      expect(byName.get(name), name).toEqual({ path: call.path, auth: call.auth, ...(call.host ? { host: call.host } : {}) });
    }
  });

  it('sends the lesson video renewal to the auth host (SPEC §7) and every other call to the web host', () => {
    const onAuthHost = refs.filter(([, ref]) => ref.host === 'auth').map(([name]) => name);
    expect(onAuthHost).toEqual(['user.learning.otherAuthentication']);
  });

  it('carry no schema, so the schema library stays out of the pages that call the server', () => {
    for (const [name, ref] of refs) {
      expect(
        Object.keys(ref).filter((key) => key !== 'host'),
        name,
      ).toEqual(['path', 'auth']);
    }
  });
});
