import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../tokens';

/** Props of {@link DialogMessage}. */
export interface DialogMessageProps {
  /** Appearance and role: `error` is an alert (read at once); `success` and `info` are polite status lines. */
  tone: 'error' | 'success' | 'info';
  /** Content: the message; nothing is drawn without it. */
  children?: ReactNode;
}

/**
 * The one-line outcome inside a home dialog: a server failure ("File upload failed") as an alert, a success
 * ("Uploaded successfully") or a note as a status. Internal to the home dialogs.
 */
export function DialogMessage({ tone, children }: DialogMessageProps) {
  if (children === undefined || children === null || children === '') return null;
  return (
    <Message role={tone === 'error' ? 'alert' : 'status'} data-tone={tone}>
      {children}
    </Message>
  );
}

const Message = styled.p`
  margin: 0;
  padding: ${tokens.space[2]} ${tokens.space[3]};
  border: ${tokens.borderWidth.thin} solid transparent;
  border-radius: ${tokens.radius.md};
  font-size: ${tokens.font.size.sm};
  line-height: ${tokens.font.lineHeight.normal};
  text-align: start;

  ${(['error', 'success', 'info'] as const)
    .map(
      (tone) => `&[data-tone='${tone}'] {
    color: ${tokens.color.feedback[tone].text};
    background-color: ${tokens.color.feedback[tone].background};
    border-color: ${tokens.color.feedback[tone].border};
  }`,
    )
    .join('\n')}
`;
