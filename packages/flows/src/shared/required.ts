import { fromPromise, type NonReducibleUnknown, type PromiseActorLogic } from 'xstate';

/**
 * An effect a machine declares but only the app can perform (a server call, storage): the machine names it in
 * `setup({ actors })` with its output and input types, and the app supplies the real one through
 * `machine.provide({ actors: { name: fromPromise(…) } })`. Until then invoking it fails with
 * `Error('<machine>: effect "<name>" was not provided')`.
 */
export function mustProvide<TOutput, TInput = NonReducibleUnknown>(
  machine: string,
  name: string,
): PromiseActorLogic<TOutput, TInput> {
  return fromPromise<TOutput, TInput>(() =>
    Promise.reject(new Error(`${machine}: effect "${name}" was not provided`)),
  );
}
