import type { ReactNode } from 'react';
import styled from 'styled-components';
import { BackHeader } from '../../components/back-header';
import { media, tokens } from '../../tokens';

/*
 * A top-level page under a back header (online tests, assessment dashboard and reports, a test's report): the
 * header, then the content column. Internal: not exported from the package.
 */

/** Props of {@link BackPage}. */
export interface BackPageProps {
  /** The page title, the header's h1. */
  title: ReactNode;
  /** The title's language, when it is the server's data (a test's name): `useDataLang()`. */
  titleLang?: string;
  /** The back arrow's name. */
  backLabel?: string;
  /** `main` when the page is the route's view (default); `div` inside another page. */
  as?: 'div' | 'main';
  /** The back arrow was pressed; the app decides where back goes. */
  onBack: () => void;
  /** Extra buttons at the end of the header. */
  actions?: ReactNode;
  children: ReactNode;
}

/** A page with a back header and its content in one centred column. */
export function BackPage({
  title,
  titleLang,
  backLabel = 'Back',
  as = 'main',
  onBack,
  actions,
  children,
}: BackPageProps) {
  return (
    <Root as={as}>
      <BackHeader
        title={title}
        titleLang={titleLang}
        backLabel={backLabel}
        actions={actions}
        onBack={() => onBack()}
      />
      <Body>{children}</Body>
    </Root>
  );
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 100%;
  background-color: ${tokens.color.surface.background};
  color: ${tokens.color.text.primary};
  font-family: ${tokens.font.family.base};
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  align-content: start;
  gap: ${tokens.space[6]};
  box-sizing: border-box;
  width: 100%;
  max-width: ${tokens.layout.contentMaxWidth};
  margin-inline: auto;
  padding: ${tokens.space[4]};

  ${media.desktop} {
    padding: ${tokens.space[6]};
  }
`;
