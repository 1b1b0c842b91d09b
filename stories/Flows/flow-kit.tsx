import { useSyncExternalStore } from 'react';
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
    send(event: EventObject) {
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
) {
  const canvas = within(canvasElement);
  for (const path of paths) {
    const target = leafStates(path.state.value).join(', ');
    const events = path.steps.map((s) => s.event.type).join(' → ') || '(start)';
    await step(`reaches ${target} by ${events}`, async () => {
      controller.restart();
      path.steps.forEach((s) => controller.send(s.event));
      await waitFor(() => expect(canvas.getByTestId('flow-state')).toHaveTextContent(target));
    });
  }
}
