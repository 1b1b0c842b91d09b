import { describe, expect, test } from 'vitest';
import { setup } from 'xstate';
import { allLeafStates, leafStates, shortestPathsByState, unreachedStates } from './graph.ts';

const machine = setup({
  types: { events: {} as { type: 'go' } | { type: 'back' } | { type: 'tick' } },
}).createMachine({
  id: 'sample',
  initial: 'a',
  context: { ticks: 0 },
  states: {
    a: { on: { go: 'b', tick: { actions: ({ context }) => context.ticks++ } } },
    b: { initial: 'b1', states: { b1: { on: { go: 'b2' } }, b2: { type: 'final' } }, on: { back: 'a' } },
    never: {},
  },
});

describe('graph helpers', () => {
  test('leaf states of nested values', () => {
    expect(leafStates({ b: 'b1' })).toEqual(['b.b1']);
    expect(leafStates('a')).toEqual(['a']);
  });

  test('every atomic and final state of a machine', () => {
    expect(allLeafStates(machine)).toEqual(['a', 'b.b1', 'b.b2', 'never']);
  });

  test('shortest paths keyed by value reach what is reachable and name what is not', () => {
    const paths = shortestPathsByState(machine, [{ type: 'go' }, { type: 'back' }, { type: 'tick' }]);
    expect(paths.map((p) => JSON.stringify(p.state.value)).sort()).toEqual([
      '"a"',
      '{"b":"b1"}',
      '{"b":"b2"}',
    ]);
    expect(unreachedStates(machine, paths)).toEqual(['never']);
  });
});
