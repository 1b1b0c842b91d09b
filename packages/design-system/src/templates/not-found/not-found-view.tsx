import { useId } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { tokens } from '../../tokens';

/** Props of {@link NotFoundView}. */
export interface NotFoundViewProps {
  /** Content: the heading. Defaults to "Page not found". */
  title?: string;
  /** Content: the friendly line under the heading. */
  message?: string;
  /** Content: label of the button that leads back to the start, e.g. "Go to start". */
  actionLabel: string;
  /** Events: called when the button is pressed (the app navigates to its start page). */
  onAction: () => void;
}

export const NOT_FOUND_DEFAULT_TITLE = 'Page not found';
export const NOT_FOUND_DEFAULT_MESSAGE = "We couldn't find this page. The link may be old or mistyped.";

/** The page for an address the app does not know: a heading, a friendly line and one way back. */
export function NotFoundView({
  title = NOT_FOUND_DEFAULT_TITLE,
  message = NOT_FOUND_DEFAULT_MESSAGE,
  actionLabel,
  onAction,
}: NotFoundViewProps) {
  const headingId = useId();
  return (
    <Root aria-labelledby={headingId}>
      <Code aria-hidden="true">404</Code>
      <Title id={headingId}>{title}</Title>
      <Message>{message}</Message>
      <Button iconStart="home" onClick={onAction}>
        {actionLabel}
      </Button>
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

const Code = styled.p`
  margin: 0;
  font-size: ${tokens.font.size['4xl']};
  font-weight: ${tokens.font.weight.bold};
  line-height: ${tokens.font.lineHeight.tight};
  color: ${tokens.color.brand.primary};
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
