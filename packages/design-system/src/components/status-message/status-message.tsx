import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../tokens';

/** Props of {@link StatusMessage}. */
export interface StatusMessageProps {
  /** Content: the heading, e.g. "Page not found". */
  title: string;
  /** Content: what happened and what the reader can do. */
  message: string;
  /** Content: a decorative mark above the heading (an icon or a short code like "404"); hidden from screen readers. */
  symbol?: ReactNode;
  /** Appearance: the colour of the symbol — brand for neutral pages, error for failures. */
  tone?: 'brand' | 'error';
  /** Content: the action(s) under the message, usually one Button. */
  action?: ReactNode;
  /** Accessibility: the heading level, 1 when the message is the whole page. */
  headingLevel?: 1 | 2 | 3;
}

/** A page-sized status: a symbol, a heading, one explaining line and what to do next. Used by Not Found and Error View. */
export function StatusMessage({
  title,
  message,
  symbol,
  tone = 'brand',
  action,
  headingLevel = 1,
}: StatusMessageProps) {
  const headingId = useId();
  return (
    <Root aria-labelledby={headingId}>
      {symbol ? (
        <Symbol aria-hidden="true" data-tone={tone}>
          {symbol}
        </Symbol>
      ) : null}
      <Title as={`h${headingLevel}`} id={headingId}>
        {title}
      </Title>
      <Message>{message}</Message>
      {action}
    </Root>
  );
}

const Root = styled.section`
  box-sizing: border-box;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space[3]};
  padding: ${tokens.space[12]} ${tokens.space[4]};
  text-align: center;
  font-family: ${tokens.font.family.base};
  color: ${tokens.color.text.primary};
`;

const Symbol = styled.div`
  display: inline-flex;
  font-size: ${tokens.font.size['4xl']};
  font-weight: ${tokens.font.weight.bold};
  line-height: ${tokens.font.lineHeight.tight};
  color: ${tokens.color.brand.primary};
  &[data-tone='error'] {
    color: ${tokens.color.feedback.error.text};
  }
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${tokens.font.size['2xl']};
  font-weight: ${tokens.font.weight.bold};
  line-height: ${tokens.font.lineHeight.tight};
  /* A long unbroken word or link breaks anywhere, so it neither widens a phone's page nor the column it sits in. */
  overflow-wrap: anywhere;
`;

const Message = styled.p`
  margin: 0 0 ${tokens.space[3]};
  max-width: 32rem;
  font-size: ${tokens.font.size.md};
  line-height: ${tokens.font.lineHeight.normal};
  color: ${tokens.color.text.secondary};
  overflow-wrap: anywhere;
`;
