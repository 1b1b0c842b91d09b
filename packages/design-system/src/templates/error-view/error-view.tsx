import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { Icon } from '../../components/icon';
import { tokens } from '../../tokens';

/** Props of {@link ErrorView}. */
export interface ErrorViewProps {
  /** Content: the heading, e.g. "Something went wrong". */
  title: string;
  /** Content: what happened and what the reader can do. */
  message: string;
  /** Events: called by the retry button. Without it no button is shown. */
  onRetry?: () => void;
  /** Content: label of the retry button. Defaults to "Try again". */
  retryLabel?: string;
}

/** A page-sized failure: a heading, an explanation and, when something can be retried, one button. */
export function ErrorView({ title, message, onRetry, retryLabel = 'Try again' }: ErrorViewProps) {
  const headingId = useId();
  return (
    <Root aria-labelledby={headingId}>
      <Symbol>
        <Icon name="error" size="xl" />
      </Symbol>
      <Title id={headingId}>{title}</Title>
      <Message>{message}</Message>
      {onRetry ? <Button onClick={onRetry}>{retryLabel}</Button> : null}
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
  min-height: 60vh;
  padding: ${tokens.space[8]} ${tokens.space[4]};
  text-align: center;
  font-family: ${tokens.font.family.base};
  color: ${tokens.color.text.primary};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${tokens.font.size['2xl']};
  font-weight: ${tokens.font.weight.bold};
  line-height: ${tokens.font.lineHeight.tight};
`;

const Message = styled.p`
  margin: 0 0 ${tokens.space[3]};
  max-width: 32rem;
  font-size: ${tokens.font.size.md};
  line-height: ${tokens.font.lineHeight.normal};
  color: ${tokens.color.text.secondary};
`;

const Symbol = styled.span`
  display: inline-flex;
  color: ${tokens.color.feedback.error.text};
`;
