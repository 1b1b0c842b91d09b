import { useId, type CSSProperties } from 'react';
import { and, not, or, type AnyStateMachine, type StateValue } from 'xstate';
import { tokens } from '@quest/design-system';

/**
 * A statechart drawn from a machine's own definition (ADR 0132): `machine.root` is walked, never a hand-made copy,
 * so the diagram cannot go stale. Compound states are nested boxes, parallel regions sit side by side (dashed),
 * the initial child is marked ▸, final states ◎; each box lists its transitions as an edge list — event (or
 * `after <delay>`, `always`, an invoked actor's done / error), guard in brackets, arrow, target — since a real
 * arrow layout would need a layout engine for little gain. The active states (every active leaf and its
 * ancestors) carry `aria-current="true"` and a "current" label, and the caption names the active leaves.
 */

/** One transition of a state, as the diagram lists it. */
export interface StatechartEdge {
  /** The event's name, `after <delay>`, `always`, `done: <actor>`, `error: <actor>` or `done (all final)`. */
  trigger: string;
  kind: 'event' | 'after' | 'always' | 'done' | 'error';
  /** The guard's name (`not(x)`, `and(x, y)` for higher-order guards); undefined when unguarded. */
  guard?: string;
  /** Dotted paths of the target states; empty for a transition that only runs actions. */
  targets: string[];
}

/** One state node of the walk. */
export interface StatechartNode {
  key: string;
  /** Dotted path from the root (`watching.rating.prompting`): the same form `leafStates` gives. */
  path: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** The parent's initial child (never for a parallel region). */
  initial: boolean;
  /** Ids of the actors the state invokes. */
  invokes: string[];
  edges: StatechartEdge[];
  children: StatechartNode[];
}

interface TransitionLike {
  eventType: string;
  guard?: unknown;
  target?: ReadonlyArray<{ path: string[] }>;
  delay?: string | number;
}
interface StateNodeLike {
  key: string;
  path: string[];
  type: StatechartNode['type'];
  states: Record<string, StateNodeLike>;
  initial?: { target: ReadonlyArray<{ path: string[] }> };
  on: Record<string, TransitionLike[]>;
  after: TransitionLike[];
  always?: TransitionLike[];
  invoke: ReadonlyArray<{ id: string }>;
}

// Higher-order guards are recognised by their `check` function (names do not survive minification).
const higherOrder = [
  ['not', (not('x') as unknown as { check: unknown }).check],
  ['and', (and(['x']) as unknown as { check: unknown }).check],
  ['or', (or(['x']) as unknown as { check: unknown }).check],
] as const;

/** A guard's readable name: its type, or `not(…)`/`and(…)`/`or(…)` around its parts, or `inline`. */
export function guardName(guard: unknown): string | undefined {
  if (guard === undefined || guard === null) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const fn = guard as { check?: unknown; guards?: unknown };
    const kind = higherOrder.find(([, check]) => check === fn.check)?.[0];
    const parts = Array.isArray(fn.guards) ? fn.guards : fn.guards === undefined ? [] : [fn.guards];
    if (kind) return `${kind}(${parts.map((part) => guardName(part) ?? 'inline').join(', ')})`;
    return 'inline';
  }
  if (typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'inline';
}

const dotted = (node: { path: string[] }) => node.path.join('.');

function edgeOf(transition: TransitionLike, trigger: string, kind: StatechartEdge['kind']): StatechartEdge {
  const guard = guardName(transition.guard);
  return {
    trigger,
    kind,
    ...(guard === undefined ? {} : { guard }),
    targets: (transition.target ?? []).map(dotted),
  };
}

/** The event's name as the diagram shows it. */
function triggerOf(eventType: string): { trigger: string; kind: StatechartEdge['kind'] } {
  const actorDone = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (actorDone) return { trigger: `done: ${actorDone[1]}`, kind: 'done' };
  const actorError = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (actorError) return { trigger: `error: ${actorError[1]}`, kind: 'error' };
  if (eventType.startsWith('xstate.done.state.')) return { trigger: 'done (all final)', kind: 'done' };
  if (eventType === '*') return { trigger: 'any event', kind: 'event' };
  return { trigger: eventType, kind: 'event' };
}

function walk(node: StateNodeLike, initialKey: string | undefined): StatechartNode {
  const edges: StatechartEdge[] = [];
  for (const [eventType, transitions] of Object.entries(node.on)) {
    if (eventType.startsWith('xstate.after.')) continue; // listed from `after`, with the delay's name
    const { trigger, kind } = triggerOf(eventType);
    transitions.forEach((transition) => edges.push(edgeOf(transition, trigger, kind)));
  }
  for (const transition of node.after) {
    const delay = typeof transition.delay === 'number' ? `${transition.delay} ms` : String(transition.delay);
    edges.push(edgeOf(transition, `after ${delay}`, 'after'));
  }
  for (const transition of node.always ?? []) edges.push(edgeOf(transition, 'always', 'always'));
  const firstChild = node.type === 'compound' ? node.initial?.target[0]?.path.at(-1) : undefined;
  return {
    key: node.key,
    path: dotted(node),
    type: node.type,
    initial: initialKey === node.key,
    invokes: node.invoke.map((invoke) => invoke.id),
    edges,
    children: Object.values(node.states).map((child) => walk(child, firstChild)),
  };
}

/** The machine's states as a tree (the root's children at the top), walked from `machine.root`. */
export function describeMachine(machine: AnyStateMachine): StatechartNode[] {
  return walk(machine.root as unknown as StateNodeLike, undefined).children;
}

/** Every active state of a value — each active leaf and its ancestors — as dotted paths. */
export function activePaths(value: StateValue): Set<string> {
  const paths = new Set<string>();
  const visit = (v: StateValue, prefix: string) => {
    if (typeof v === 'string') {
      paths.add(prefix ? `${prefix}.${v}` : v);
      return;
    }
    for (const [key, child] of Object.entries(v)) {
      const path = prefix ? `${prefix}.${key}` : key;
      paths.add(path);
      if (child !== undefined) visit(child as StateValue, path);
    }
  };
  visit(value, '');
  return paths;
}

/** Props of {@link Statechart}. */
export interface StatechartProps {
  /** The machine to draw (its definition is walked on every render; machines are small). */
  machine: AnyStateMachine;
  /** The snapshot whose states are highlighted; re-render with each new snapshot to follow a running actor. */
  active?: { value: StateValue; status?: string };
  /** The flow's name, for the caption. */
  title: string;
}

const box = (active: boolean, type: StatechartNode['type']): CSSProperties => ({
  listStyle: 'none',
  margin: 0,
  padding: '6px 8px',
  minWidth: 0,
  borderRadius: 8,
  border: `${active ? 3 : 1}px ${type === 'final' ? 'double' : 'solid'} ${
    active ? tokens.color.action.primary : tokens.color.border.strong
  }`,
  ...(type === 'final' ? { borderWidth: active ? 4 : 3 } : {}),
  background: active ? tokens.color.feedback.info.background : tokens.color.surface.raised,
});

const childGrid = (parallel: boolean): CSSProperties => ({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${parallel ? '15rem' : '12rem'}, 1fr))`,
  gap: 8,
  margin: '6px 0 0',
  padding: parallel ? 6 : 0,
  border: parallel ? `1px dashed ${tokens.color.border.strong}` : 'none',
  borderRadius: 8,
});

const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

const typeLabel: Record<StatechartNode['type'], string> = {
  atomic: '',
  compound: 'compound',
  parallel: 'parallel: regions run together',
  final: 'final',
  history: 'history',
};

function StateBox({ node, active }: { node: StatechartNode; active: Set<string> }) {
  const isActive = active.has(node.path);
  const parallel = node.type === 'parallel';
  return (
    <li
      data-state-path={node.path}
      aria-current={isActive ? 'true' : undefined}
      // A state with states inside takes the whole row, so its children get room; leaves share the row.
      style={{ ...box(isActive, node.type), ...(node.children.length > 0 ? { gridColumn: '1 / -1' } : {}) }}
    >
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0 6px', alignItems: 'baseline' }}>
        {node.initial ? (
          <>
            <span aria-hidden>▸</span>
            <span style={visuallyHidden}>initial state:</span>
          </>
        ) : null}
        {node.type === 'final' ? <span aria-hidden>◎</span> : null}
        <strong style={{ overflowWrap: 'anywhere' }}>{node.key}</strong>
        {typeLabel[node.type] ? (
          <span style={{ color: tokens.color.text.secondary }}>({typeLabel[node.type]})</span>
        ) : null}
        {isActive ? (
          <span style={{ fontWeight: 700, color: tokens.color.action.primary }}>● current</span>
        ) : null}
      </div>
      {node.invokes.length > 0 ? (
        <div style={{ color: tokens.color.text.secondary }}>invokes {node.invokes.join(', ')}</div>
      ) : null}
      {node.edges.length > 0 ? (
        <ul aria-label={`${node.key}: transitions`} style={{ margin: '4px 0 0', paddingInlineStart: 16 }}>
          {node.edges.map((edge, index) => (
            <li key={index} data-edge-kind={edge.kind} style={{ overflowWrap: 'anywhere' }}>
              <code>{edge.trigger}</code>
              {edge.guard ? (
                <span style={{ color: tokens.color.text.secondary }}> [{edge.guard}]</span>
              ) : null}
              {' → '}
              {edge.targets.length > 0 ? edge.targets.join(', ') : <em>stays (actions only)</em>}
            </li>
          ))}
        </ul>
      ) : null}
      {node.children.length > 0 ? (
        <ul
          aria-label={`${node.key}: ${parallel ? 'parallel regions' : 'states'}`}
          style={childGrid(parallel)}
        >
          {node.children.map((child) => (
            <StateBox key={child.key} node={child} active={active} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * The machine's statechart, generated from its definition, with the `active` snapshot's states highlighted (and
 * named in the caption). A figure with a real list structure; the diagram scrolls sideways on a narrow screen.
 */
export function Statechart({ machine, active, title }: StatechartProps) {
  const captionId = useId();
  const tree = describeMachine(machine);
  const current = active ? activePaths(active.value) : new Set<string>();
  const leaves = active
    ? [...current].filter((path) => ![...current].some((other) => other.startsWith(`${path}.`)))
    : [];
  return (
    <figure
      aria-labelledby={captionId}
      data-statechart={machine.id}
      style={{
        margin: 0,
        fontFamily: 'var(--q-font-family-base, sans-serif)',
        fontSize: 13,
        lineHeight: 1.4,
        color: tokens.color.text.primary,
        minWidth: 0,
      }}
    >
      <figcaption id={captionId} style={{ marginBottom: 8 }}>
        <strong>{title} statechart</strong>, generated from the machine <code>{machine.id}</code>. Current
        state:{' '}
        <strong data-testid="statechart-current">
          {leaves.join(', ') || 'not running'}
          {active?.status === 'done' ? ' (finished)' : ''}
        </strong>
        .{' '}
        <span style={{ color: tokens.color.text.secondary }}>
          ▸ initial, ◎ final, dashed box: parallel regions, [guard], → target.
        </span>
      </figcaption>
      {/* A scrolling box must take focus so keyboard users can scroll it (axe scrollable-region-focusable). */}
      <div
        role="group"
        aria-label={`${title} states and transitions`}
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        style={{ overflowX: 'auto', maxWidth: '100%' }}
      >
        <ul style={{ ...childGrid(false), margin: 0, minWidth: '14rem' }}>
          {tree.map((node) => (
            <StateBox key={node.key} node={node} active={current} />
          ))}
        </ul>
      </div>
    </figure>
  );
}
