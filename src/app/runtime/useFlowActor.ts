import { useActorRef, useMachine } from '@xstate/react';
import type { Actor, ActorOptions, AnyActorLogic, AnyStateMachine, StateFrom } from 'xstate';
import { activeInspector } from './inspectorSlot';

/**
 * The names the inspector shows for the actors the app starts. A machine's own children (the SMS countdown a
 * login invokes as `smsCode`) are named by their invoke and report through their root.
 */
export type FlowActorId =
  | 'adviser'
  | 'login'
  | 'grade'
  | 'promotion'
  | 'sms'
  | 'evaluation.signIn'
  | 'evaluation.sms'
  | 'evaluation.sitting'
  | 'payment'
  | 'practice'
  | 'console.signIn'
  | 'console.lessonVideo'
  | 'share'
  | 'register'
  | 'gift'
  | 'settings.profile'
  | 'settings.password'
  | 'settings.bindPhone'
  | 'settings.resetPassword';

type StartOptions<TLogic extends AnyActorLogic> = Omit<ActorOptions<TLogic>, 'id' | 'inspect'>;

function withInspector<TLogic extends AnyActorLogic>(id: FlowActorId, options?: StartOptions<TLogic>): ActorOptions<TLogic> {
  const inspect = activeInspector();
  return { ...options, id, ...(inspect ? { inspect } : {}) } as ActorOptions<TLogic>;
}

/** useActorRef under a readable name, reporting to the page's inspector when one is open. */
export function useFlowActor<TLogic extends AnyActorLogic>(
  id: FlowActorId,
  logic: TLogic,
  options?: StartOptions<TLogic>,
): Actor<TLogic> {
  const start = useActorRef as (logic: TLogic, options: ActorOptions<TLogic>) => Actor<TLogic>;
  return start(logic, withInspector(id, options));
}

/** useMachine under a readable name, reporting to the page's inspector when one is open. */
export function useFlowMachine<TMachine extends AnyStateMachine>(
  id: FlowActorId,
  machine: TMachine,
  options?: StartOptions<TMachine>,
): [StateFrom<TMachine>, Actor<TMachine>['send'], Actor<TMachine>] {
  const run = useMachine as (
    machine: TMachine,
    options: ActorOptions<TMachine>,
  ) => [StateFrom<TMachine>, Actor<TMachine>['send'], Actor<TMachine>];
  return run(machine, withInspector(id, options));
}
