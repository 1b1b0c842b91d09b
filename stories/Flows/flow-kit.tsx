import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  createActor,
  fromPromise,
  type AnyActorRef,
  type AnyStateMachine,
  type EventObject,
  type StateValue,
} from 'xstate';
import { leafStates } from '@quest/flows/testing';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Statechart } from './statechart';

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

/**
 * The machine with every actor never settling and every named delay a day long: only replayed events (including
 * `xstate.done.actor.*` and `xstate.after.*`) move it, so a diagram or a path replay holds still.
 */
export function stepperOf<M extends AnyStateMachine>(machine: M): M {
  const never = () => fromPromise(() => new Promise<never>(() => {}));
  const { actors = {}, delays = {} } = machine.implementations as {
    actors?: Record<string, unknown>;
    delays?: Record<string, unknown>;
  };
  return machine.provide({
    actors: Object.fromEntries(Object.keys(actors).map((name) => [name, never()])),
    delays: Object.fromEntries(Object.keys(delays).map((name) => [name, 24 * 60 * 60 * 1000])),
  } as never) as M;
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
      if (canvasElement.querySelector('[data-statechart]')) await expectHighlighted(canvasElement, leaves);
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
 * whose callbacks send events to the machine. The state picker (in the canvas, and the Controls panel's `path`)
 * replays the generated shortest path to the chosen state on a fresh actor (the actors never settle, so only
 * replayed `xstate.done/error.actor.*` events move past a server call); the caption names the state and, given
 * `machine`, the statechart generated from it follows the actor (ADR 0132). Long-lived timers are the machine's
 * own (give the stepper long `delays` to freeze them).
 */
export function FlowStage({
  title,
  controller,
  paths,
  path,
  machine,
  children,
}: {
  title: string;
  controller: FlowController;
  paths: readonly PathLike[];
  /** The state (a path label) to show; changing it replays that path. */
  path?: string;
  /** The machine's definition, drawn below the template with the current state highlighted. */
  machine?: AnyStateMachine;
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
          display: 'flex',
          flexWrap: 'wrap',
          gap: '4px 16px',
          alignItems: 'center',
          fontFamily: 'var(--q-font-family-base, sans-serif)',
          fontSize: 14,
          padding: '8px 16px',
          borderBottom: '1px solid var(--q-color-border-default, #d0d5dd)',
        }}
      >
        <span>
          {title} — state: <strong data-testid="flow-state">{leafStates(snapshot.value).join(', ')}</strong>
          {snapshot.status === 'done' ? ' (finished)' : ''}
        </span>
        {paths.length > 0 ? <StatePicker controller={controller} paths={paths} /> : null}
      </aside>
      {children(snapshot)}
      {machine ? (
        <section aria-label={`${title} statechart`} style={{ padding: 16 }}>
          <Statechart machine={machine} active={snapshot} title={title} />
        </section>
      ) : null}
    </>
  );
}

/** The state picker: a select of the states the generated paths reach; choosing one replays its path. */
export function StatePicker({
  controller,
  paths,
}: {
  controller: FlowController;
  paths: readonly PathLike[];
}) {
  const [chosen, setChosen] = useState('');
  return (
    <label
      style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 8, alignItems: 'center', maxWidth: '100%' }}
    >
      Show state
      <select
        style={{ maxWidth: '100%', minWidth: 0 }}
        value={chosen}
        onChange={(event) => {
          const target = paths.find((p) => pathLabel(p) === event.target.value);
          setChosen(event.target.value);
          if (target) replayPath(controller, target);
        }}
      >
        <option value="">(pick a state)</option>
        {paths.map((p) => (
          <option key={pathLabel(p)} value={pathLabel(p)}>
            {pathLabel(p)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The machine's statechart following the controller's actor, with the state picker above it. */
export function FlowStatechart({
  title,
  machine,
  controller,
  paths,
}: {
  title: string;
  machine: AnyStateMachine;
  controller: FlowController;
  paths: readonly PathLike[];
}) {
  const snapshot = useFlowSnapshot<{ value: StateValue; status: string }>(controller);
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: 12,
        fontFamily: 'var(--q-font-family-base, sans-serif)',
      }}
    >
      <StatePicker controller={controller} paths={paths} />
      <Statechart machine={machine} active={snapshot} title={title} />
    </div>
  );
}

/** Every state node of a machine as a dotted path, from its id map (independent of the diagram's own walk). */
export function idMapStates(machine: AnyStateMachine): string[] {
  return [...(machine as unknown as { idMap: Map<string, { path: string[] }> }).idMap.values()]
    .map((node) => node.path.join('.'))
    .filter((path) => path !== '')
    .sort();
}

/** The diagram's highlighted leaves (states marked current with no current state inside them) equal `leaves`. */
export async function expectHighlighted(root: HTMLElement, leaves: readonly string[]) {
  await waitFor(() => {
    const current = [...root.querySelectorAll<HTMLElement>('[data-state-path][aria-current="true"]')].map(
      (el) => el.dataset.statePath!,
    );
    const highlightedLeaves = current.filter((p) => !current.some((other) => other.startsWith(`${p}.`)));
    expect(highlightedLeaves.sort()).toEqual([...leaves].sort());
    expect(within(root).getByTestId('statechart-current')).toHaveTextContent(leaves.join(', '));
  });
}

/**
 * `play` body of a flow's Statechart story: the diagram lists every state of the machine's id map, and as the
 * longest generated path is picked and then replayed event by event, the highlight follows the actor.
 */
/**
 * The `Statechart` story of a Flows page: the machine's diagram generated from its definition, with a state picker;
 * `play` checks that it lists every state of the machine and that the highlight follows the actor.
 */
export function statechartStory(flow: {
  title: string;
  machine: AnyStateMachine;
  controller: FlowController;
  paths: readonly PathLike[];
}) {
  return {
    parameters: { layout: 'padded' },
    render: () => <FlowStatechart {...flow} />,
    play: async ({
      canvasElement,
      step,
    }: {
      canvasElement: HTMLElement;
      step: (label: string, play: () => Promise<void>) => Promise<void> | void;
    }) => {
      await playStatechart(canvasElement, flow.machine, flow.controller, flow.paths, step);
    },
  };
}

export async function playStatechart(
  canvasElement: HTMLElement,
  machine: AnyStateMachine,
  controller: FlowController,
  paths: readonly PathLike[],
  step: (label: string, play: () => Promise<void>) => Promise<void> | void,
) {
  const canvas = within(canvasElement);
  await step('the diagram lists every state of the machine', async () => {
    const listed = [...canvasElement.querySelectorAll<HTMLElement>('[data-state-path]')].map(
      (el) => el.dataset.statePath!,
    );
    await expect(listed.sort()).toEqual(idMapStates(machine));
  });
  const longest = [...paths].sort((a, b) => b.steps.length - a.steps.length)[0]!;
  await step(`picking ${pathLabel(longest)} highlights it`, async () => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Show state' }), pathLabel(longest));
    await expectHighlighted(canvasElement, leafStates(longest.state.value));
  });
  await step('the highlight follows the actor event by event', async () => {
    controller.restart();
    await expectHighlighted(canvasElement, leafStates(controller.actor.getSnapshot().value));
    for (const { event } of longest.steps.slice(0, 4)) {
      controller.send(event);
      await expectHighlighted(canvasElement, leafStates(controller.actor.getSnapshot().value));
    }
  });
}
