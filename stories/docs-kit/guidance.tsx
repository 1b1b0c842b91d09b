import { Unstyled } from '@storybook/addon-docs/blocks';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ThemeProvider, tokens } from '@quest/design-system';

/** One rendered example: a real component with real props, and the one line that says why it is right or wrong. */
export interface GuidanceExample {
  caption: string;
  example: ReactNode;
}

/**
 * What a designer reads on a component's docs page, above its stories and props (ADR 0131). Each list is a few
 * short lines in plain, student-facing language; `dos` and `donts` are drawn side by side in pairs.
 */
export interface GuidanceProps {
  /** When to use it. */
  use: string[];
  /** When not to, each line naming the component to use instead. */
  avoid: string[];
  /** Right uses, rendered. */
  dos: GuidanceExample[];
  /** Real misuses, rendered (a 3-line label, two primary actions…). */
  donts: GuidanceExample[];
  /** Content rules: lengths, tone, Hindi, numbers. */
  content: string[];
  /** Accessibility notes: role, name, keyboard, focus, touch target, what a screen reader announces. */
  a11y: string[];
}

/**
 * The guidance sections of a component's MDX page: "When to use", "When not to use", "Do and don't" (rendered
 * examples in framed tiles, each Do beside its Don't), "Content" and "Accessibility". Headings and lists take the
 * docs page's own typography; the examples are drawn unstyled, inside the product theme.
 */
export function Guidance({ use, avoid, dos, donts, content, a11y }: GuidanceProps) {
  const pairs = Array.from(
    { length: Math.max(dos.length, donts.length) },
    (_, i) => [dos[i], donts[i]] as const,
  );
  return (
    <>
      <h2>When to use</h2>
      <Lines lines={use} />
      <h2>When not to use</h2>
      <Lines lines={avoid} />
      <h2>Do and don&rsquo;t</h2>
      <Unstyled>
        <ThemeProvider>
          <Grid>
            {pairs.flatMap(([good, bad], i) => [
              good ? <Tile key={`do-${i}`} kind="do" {...good} /> : <span key={`do-${i}`} />,
              bad ? <Tile key={`dont-${i}`} kind="dont" {...bad} /> : <span key={`dont-${i}`} />,
            ])}
          </Grid>
        </ThemeProvider>
      </Unstyled>
      <h2>Content</h2>
      <Lines lines={content} />
      <h2>Accessibility</h2>
      <Lines lines={a11y} />
    </>
  );
}

function Lines({ lines }: { lines: string[] }) {
  return (
    <ul>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

function Tile({ kind, caption, example }: GuidanceExample & { kind: 'do' | 'dont' }) {
  return (
    <Figure data-kind={kind}>
      <Stage>{example}</Stage>
      <Caption>
        <Mark aria-hidden="true">{kind === 'do' ? '✓' : '✕'}</Mark>
        <strong>{kind === 'do' ? 'Do' : 'Don’t'}:</strong> {caption}
      </Caption>
    </Figure>
  );
}

const Grid = styled.div`
  display: grid;
  /* Each Do beside its Don't; one column (Do above Don't) on a phone. */
  grid-template-columns: repeat(2, minmax(0, 1fr));
  @media (max-width: 600px) {
    grid-template-columns: minmax(0, 1fr);
  }
  gap: ${tokens.space[4]};
  margin: ${tokens.space[4]} 0 ${tokens.space[6]};
`;

const Figure = styled.figure`
  margin: 0;
  display: flex;
  flex-direction: column;
  border: 1px solid ${tokens.color.border.default};
  border-top: 4px solid ${tokens.color.feedback.success.border};
  border-radius: ${tokens.radius.md};
  overflow: hidden;
  background: ${tokens.color.surface.raised};

  &[data-kind='dont'] {
    border-top-color: ${tokens.color.feedback.error.border};
  }
`;

const Stage = styled.div`
  flex: 1;
  display: flex;
  flex-direction: column;
  justify-content: center;
  gap: ${tokens.space[3]};
  padding: ${tokens.space[4]};
  background: ${tokens.color.surface.background};
  min-width: 0;
`;

const Caption = styled.figcaption`
  padding: ${tokens.space[3]} ${tokens.space[4]};
  font-family: ${tokens.font.family.base};
  font-size: ${tokens.font.size.sm};
  line-height: 1.45;
  color: ${tokens.color.text.primary};
  border-top: 1px solid ${tokens.color.border.default};

  [data-kind='do'] > & strong {
    color: ${tokens.color.feedback.success.text};
  }
  [data-kind='dont'] > & strong {
    color: ${tokens.color.feedback.error.text};
  }
`;

const Mark = styled.span`
  margin-right: ${tokens.space[1]};
  font-weight: 700;

  [data-kind='do'] > * > & {
    color: ${tokens.color.feedback.success.text};
  }
  [data-kind='dont'] > * > & {
    color: ${tokens.color.feedback.error.text};
  }
`;
