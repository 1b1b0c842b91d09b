import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import {
  createActor,
  type AnyActorRef,
  type AnyStateMachine,
  type EventObject,
  type StateValue,
} from 'xstate';
import { leafStates } from '@quest/flows/testing';
import { expect, waitFor, within } from 'storybook/test';

/**
 * Drives one real machine for a Flows story: the story renders its current snapshot, and `play` replays every
 * generated path from a fresh actor. Give it a machine whose actors never settle (`provide` them with a
 * never-resolving `fromPromise`), so only the replayed events — including `xstate.done.actor.*` — move it.
 */
export function createFlowController(machine: AnyStateMachine, input?: unknown) {
  let actor: AnyActorRef = createActor(machine, input === undefined ? {} : { input }).start();
  const listeners = new Set<() => void>();
  let subscription = actor.subscribe(() => listeners.forEach((l) => l()));
  return {
    get actor() {
      return actor;
    },
    restart() {
      subscription.unsubscribe();
      actor.stop();
      actor = createActor(machine, input === undefined ? {} : { input }).start();
      subscription = actor.subscribe(() => listeners.forEach((l) => l()));
      listeners.forEach((l) => l());
    },
    send(event: EventObject | { type: string; [key: string]: unknown }) {
      actor.send(event);
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type FlowController = ReturnType<typeof createFlowController>;

/** A plain panel: the machine's current state and context. Templates replace it as screens are built. */
export function FlowInspector({ title, controller }: { title: string; controller: FlowController }) {
  const snapshot = useSyncExternalStore(
    controller.subscribe,
    () => controller.actor.getSnapshot() as { value: StateValue; context: unknown; status: string },
  );
  return (
    <section
      aria-label={`${title} inspector`}
      style={{ fontFamily: 'var(--q-font-family-base, sans-serif)' }}
    >
      <h2 style={{ margin: '0 0 8px' }}>{title}</h2>
      <p>
        State: <strong data-testid="flow-state">{leafStates(snapshot.value).join(', ')}</strong>
        {snapshot.status === 'done' ? ' (finished)' : ''}
      </p>
      <pre
        aria-label="Context"
        style={{
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          background: 'var(--q-color-surface-raised, #f6f7f9)',
          padding: 8,
        }}
      >
        {JSON.stringify(snapshot.context, null, 2)}
      </pre>
    </section>
  );
}

interface PathLike {
  state: { value: StateValue };
  steps: ReadonlyArray<{ event: EventObject }>;
}

/**
 * `play` body: for every generated path, a fresh actor receives the path's events and the inspector must
 * show the state the path ends in — one step per path, so a failure names its path.
 */
export async function playEveryPath(
  canvasElement: HTMLElement,
  controller: FlowController,
  paths: readonly PathLike[],
  step: (label: string, play: () => Promise<void>) => Promise<void> | void,
  expectView?: ViewChecks,
) {
  const canvas = within(canvasElement);
  for (const path of paths) {
    const leaves = leafStates(path.state.value);
    const target = leaves.join(', ');
    const events = path.steps.map((s) => s.event.type).join(' → ') || '(start)';
    await step(`reaches ${target} by ${events}`, async () => {
      replayPath(controller, path);
      await waitFor(() => expect(canvas.getByTestId('flow-state')).toHaveTextContent(target));
      if (!expectView) return;
      for (const leaf of leaves) {
        const check = expectView[leaf];
        // Every state must say what the person sees in it, or the path proves nothing about the screen.
        await expect(typeof check, `no view check for state "${leaf}"`).toBe('function');
        await waitFor(() => check!(within(document.body), controller));
      }
    });
  }
}

/** What a person sees in each leaf state (dotted path), checked in the whole document (dialogs included). */
export type ViewChecks = Record<
  string,
  (screen: ReturnType<typeof within>, controller: FlowController) => Promise<void> | void
>;

/** Restarts the actor and sends a path's events: the machine ends in the path's state. */
export function replayPath(controller: FlowController, path: PathLike) {
  controller.restart();
  path.steps.forEach((s) => controller.send(s.event));
}

/** The label of a path in the stepper: the state it reaches. */
export function pathLabel(path: PathLike): string {
  return leafStates(path.state.value).join(', ');
}

/** The controller's current snapshot, re-rendering on every change. */
export function useFlowSnapshot<TSnapshot>(controller: FlowController): TSnapshot {
  return useSyncExternalStore(controller.subscribe, () => controller.actor.getSnapshot() as TSnapshot);
}

/**
 * A template driven by the real machine: `children` renders the current snapshot as the design-system template,
 * whose callbacks send events to the machine. The Controls panel's `path` select replays the path to any state
 * (the actors never settle, so only replayed `xstate.done/error.actor.*` events move past a server call); the
 * caption names the state. Long-lived timers are the machine's own (give the stepper long `delays` to freeze them).
 */
export function FlowStage({
  title,
  controller,
  paths,
  path,
  children,
}: {
  title: string;
  controller: FlowController;
  paths: readonly PathLike[];
  /** The state (a path label) to show; changing it replays that path. */
  path?: string;
  children: (snapshot: { value: StateValue; context: unknown; status: string }) => ReactNode;
}) {
  const snapshot = useFlowSnapshot<{ value: StateValue; context: unknown; status: string }>(controller);
  useEffect(() => {
    const chosen = paths.find((p) => pathLabel(p) === path);
    if (chosen) replayPath(controller, chosen);
  }, [controller, paths, path]);
  return (
    <>
      <aside
        aria-label={`${title} state`}
        style={{
          fontFamily: 'var(--q-font-family-base, sans-serif)',
          fontSize: 14,
          padding: '8px 16px',
          borderBottom: '1px solid var(--q-color-border, #d0d5dd)',
        }}
      >
        {title} — state: <strong data-testid="flow-state">{leafStates(snapshot.value).join(', ')}</strong>
        {snapshot.status === 'done' ? ' (finished)' : ''}
      </aside>
      {children(snapshot)}
    </>
  );
}
