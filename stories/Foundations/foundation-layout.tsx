import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '@quest/design-system';

/** A titled group of tokens; the heading names the region for screen readers. */
export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <StyledSection aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {description && <p>{description}</p>}
      {children}
    </StyledSection>
  );
}

const StyledSection = styled.section`
  margin-block-end: ${tokens.space[8]};

  h2 {
    margin: 0 0 ${tokens.space[2]};
    font-size: ${tokens.font.size.xl};
    font-weight: ${tokens.font.weight.bold};
  }

  > p {
    margin: 0 0 ${tokens.space[4]};
    max-width: 60ch;
    color: ${tokens.color.text.secondary};
  }
`;

/** Rows of tokens: a sample on the left, the name and value on the right. */
export const TokenList = styled.ul`
  display: grid;
  gap: ${tokens.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${tokens.space[4]};
    min-width: 0;
  }
`;

/** The token's path and CSS variable, and its value in the default theme. */
export function TokenLabel({ name, variable, value }: { name: string; variable?: string; value: string }) {
  return (
    <Label>
      <code>{name}</code>
      {variable && <code>{variable}</code>}
      <span>{value}</span>
    </Label>
  );
}

const Label = styled.span`
  display: grid;
  flex: 1 1 18ch;
  min-width: 0;
  font-size: ${tokens.font.size.sm};
  line-height: ${tokens.font.lineHeight.tight};
  overflow-wrap: anywhere;

  code {
    font-family: ${tokens.font.family.mono};
  }

  span {
    color: ${tokens.color.text.secondary};
  }
`;
