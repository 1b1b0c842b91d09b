/** The controls both lock components share in Storybook: why it is locked, which kind, and the server's words. */
export const lockControls = {
  reason: {
    control: 'inline-radio',
    options: ['trial', 'location', 'notInQuest', 'refused'],
    table: { category: 'Content' },
  },
  kind: {
    control: 'inline-radio',
    options: ['Watch', 'Think', 'Solve', 'Play'],
    table: { category: 'Content' },
  },
  message: { control: 'text', table: { category: 'Content' } },
  buyError: { table: { category: 'Content' } },
  buying: { table: { category: 'Behaviour' } },
} as const;
