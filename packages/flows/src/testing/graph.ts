import type { AnyStateMachine, EventFromLogic, InputFrom, StateValue } from 'xstate';
import { getShortestPaths } from 'xstate/graph';

/** The leaf states a state value is in, as dotted paths: `{ otp: 'sending' }` → `['otp.sending']`. */
export function leafStates(value: StateValue): string[] {
  if (typeof value === 'string') return [value];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined ? [key] : leafStates(child as StateValue).map((leaf) => `${key}.${leaf}`),
  );
}

interface NodeLike {
  key: string;
  type: string;
  states: Record<string, NodeLike>;
}

/** Every atomic and final state of a machine, as dotted paths (what generated paths must reach). */
export function allLeafStates(machine: AnyStateMachine): string[] {
  const walk = (node: NodeLike, prefix: string): string[] =>
    Object.values(node.states).flatMap((child) => {
      const path = prefix ? `${prefix}.${child.key}` : child.key;
      if (child.type === 'history') return [];
      return Object.keys(child.states).length === 0 ? [path] : walk(child, path);
    });
  return walk(machine.root as unknown as NodeLike, '');
}

/**
 * Shortest paths keyed by state value only (context is ignored, so counters and timers cannot make the
 * traversal endless — TOOLCHAIN.md). `events` must include the done/error events of invoked actors and the
 * delayed events, since traversal takes transitions without running actors. `contextKey` adds a small,
 * finite part of the context to the key where a guard reads it (e.g. "taken before"), so both branches are walked.
 */
export function shortestPathsByState<M extends AnyStateMachine>(
  machine: M,
  events:
    readonly EventFromLogic<M>[] | ((state: ReturnType<M['transition']>) => readonly EventFromLogic<M>[]),
  input?: InputFrom<M>,
  contextKey?: (context: ReturnType<M['transition']>['context']) => string | number | boolean,
) {
  return getShortestPaths(machine, {
    events,
    ...(input === undefined ? {} : { input }),
    serializeState: (state) => {
      const { value, context } = state as { value: StateValue; context: unknown };
      return JSON.stringify(contextKey ? [value, contextKey(context as never)] : value);
    },
  });
}

/** Leaf states that no generated path ends in (a test asserts this is empty). */
export function unreachedStates(
  machine: AnyStateMachine,
  paths: ReadonlyArray<{ state: { value: StateValue } }>,
): string[] {
  const reached = new Set(paths.flatMap((path) => leafStates(path.state.value)));
  return allLeafStates(machine).filter((leaf) => !reached.has(leaf));
}
