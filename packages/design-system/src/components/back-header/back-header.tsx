import type { MouseEvent, ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { IconButton } from '../icon-button';
import { wrapWords } from '../../internal/text-wrap';

/** Props of {@link BackHeader}. */
export interface BackHeaderProps {
  /** Content: the page title, e.g. the content's or mission's name. */
  title: ReactNode;
  /** Accessibility: the title's language, when it is the server's data (a content's or mission's name) in a page
   * of another language: `useDataLang()`. */
  titleLang?: string;
  /** Accessibility: an id for the title, for a region it names (`aria-labelledby`). */
  titleId?: string;
  /** Content: buttons at the end of the header (download, share, …). */
  actions?: ReactNode;
  /** Accessibility: the back button's name. */
  backLabel?: string;
  /** Accessibility: the title's heading level; 1 when the header heads the page. */
  headingLevel?: 1 | 2;
  /** Events: the back arrow was pressed; the app decides where back goes. */
  onBack: (event: MouseEvent<HTMLButtonElement>) => void;
  /** Appearance: a class for the caller's own layout (margins, grid placement). */
  className?: string;
}

/** The header of every viewer: a back arrow, the page title and optional trailing actions. */
export function BackHeader({
  title,
  titleLang,
  titleId,
  actions,
  backLabel = 'Back',
  headingLevel = 1,
  onBack,
  className,
}: BackHeaderProps) {
  const t = useTranslate();
  return (
    <Root className={className}>
      <IconButton icon="back" label={t(backLabel)} onClick={onBack} />
      <Title as={`h${headingLevel}`} id={titleId} lang={titleLang}>
        {title}
      </Title>
      {actions && <Actions>{actions}</Actions>}
    </Root>
  );
}

const Root = styled.header`
  display: flex;
  align-items: center;
  gap: ${tokens.space[2]};
  min-height: 56px;
  padding: ${tokens.space[1]} ${tokens.space[2]};
  border-bottom: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
  background-color: ${tokens.color.surface.raised};
  color: ${tokens.color.text.primary};
`;

/* Its words stay whole (wrapWords), so its smallest width would be its longest word: a title of one long word
   (a file name) would widen whatever holds the header past a phone's screen. Size containment leaves the title the
   width the row gives it, and the word breaks there as a last resort. */
const Title = styled.h1`
  flex: 1;
  min-width: 0;
  contain: inline-size;
  margin: 0;
  font-size: ${tokens.font.size.lg};
  font-weight: ${tokens.font.weight.bold};
  line-height: ${tokens.font.lineHeight.tight};
  ${wrapWords}
`;

const Actions = styled.div`
  display: flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${tokens.space[1]};
`;
