import { useId } from 'react';
import styled from 'styled-components';
import { Badge } from '../../components/badge';
import { BackHeader } from '../../components/back-header';
import { Banner } from '../../components/banner';
import { Carousel } from '../../components/carousel';
import { IconButton } from '../../components/icon-button';
import { LastViewedCard } from '../../components/last-viewed-card';
import { Link } from '../../components/link';
import { ProductCard, type CardAction } from '../../components/product-card';
import { QuestCard } from '../../components/quest-card';
import { SearchField } from '../../components/search-field';
import { Select, type SelectOption } from '../../components/select';
import { Skeleton } from '../../components/skeleton';
import { useDataLang, useTexts, useTranslate } from '../../i18n/use-texts';
import { useIdleReady } from '../../internal/use-idle-ready';
import { media, tokens } from '../../tokens';
import { DataSection } from '../page-parts/data-section';

/** Texts of the catalogue screens (store-and-assessment.md §2.5; texts the spec does not give are ours). */
export const catalogueTexts = {
  questsTitle: 'Quests',
  productsTitle: 'Products',
  back: 'Back',
  search: 'Search',
  cart: 'Cart',
  /** The cart badge's text for screen readers: "1 item in cart", "3 items in cart" (`count` without grouping). */
  cartCount: '{count, plural, one {{count} item in cart} other {{count} items in cart}}',
  board: 'Board',
  grade: 'Grade',
  allBoards: 'All boards',
  allGrades: 'All grades',
  /** A search without results: `No quest matches "robotics".` */
  noMatch: 'No quest matches "{query}".',
  empty: 'Nothing to show here yet.',
  loading: 'Loading the catalogue…',
  failedTitle: 'Could not load the catalogue',
  failedMessage: 'Check your connection and try again.',
  retry: 'Try again',
  downloadTitle: 'Get the app',
  downloadMessage:
    'The Quest app is not available on browsers. Please download it from the Play Store or the App Store.',
  playStore: 'Play Store',
  appStore: 'App Store',
} as const;

/** One card of a carousel: a quest (QuestCard) or a product (ProductCard). */
export interface CatalogueItem {
  /** A key unique in its carousel, e.g. "quest-101". */
  id: string;
  /** Which card draws it. */
  kind: 'quest' | 'product';
  /** The name. */
  name: string;
  /** The icon (cover). */
  imageUrl?: string | null;
  /** The price in rupees; left out when the price rule says not to show it. */
  price?: number;
  /** A product's price before its discount (struck through). */
  originalPrice?: number;
  /** The tag label and its catalogue colour. */
  tagLabel?: string;
  tagColour?: string | null;
  /** The buttons the action matrix gives, in order. */
  actions: readonly CardAction[];
  /** Details was pressed (opens the detail dialog). */
  onDetails?: () => void;
}

/** One carousel: a category, or "Assigned Quest". */
export interface CatalogueSection {
  /** A key unique on the page. */
  id: string;
  /** The heading and the carousel's name: a category's name as sent, or the app's English ("Assigned Quest"),
   * shown in the active language when the catalogues hold it. */
  title: string;
  /** The cards; a section without items is not drawn. */
  items: readonly CatalogueItem[];
}

/** The last viewed (or last accessed) quest at the top. */
export interface CatalogueLastViewed {
  name: string;
  /** When it was viewed: "Viewed on date: …". */
  viewedOn: Date | number;
  imageUrl?: string | null;
  /** The launch is under way. */
  launching?: boolean;
  onLaunch: () => void;
}

/** The board and grade filters of /products. */
export interface CatalogueFilters {
  boards: readonly SelectOption[];
  /** The grades of the chosen board (all when none is chosen). */
  grades: readonly SelectOption[];
  /** The chosen board and grade ('' for all). */
  board: string;
  grade: string;
  onBoardChange: (board: string) => void;
  onGradeChange: (grade: string) => void;
}

/** Props of {@link CatalogueView}. */
export interface CatalogueViewProps {
  /** Content: the page heading in English, e.g. "Quests" or "Products" (`catalogueTexts`); shown in the active
   * language. */
  title: string;
  /** Behaviour: the catalogue's data state. The header (back, search, cart, filters) shows in every state. */
  state: 'loading' | 'loaded' | 'failed';
  /** Content: the failure's explanation when not the default (English from the app, or the server's). */
  errorMessage?: string;
  /** Content: the search text; the caller filters the sections by it. */
  search: string;
  /** Content: the carousels, already filtered; when none has items the empty (or no-match) text shows. */
  sections: readonly CatalogueSection[];
  /** Content: the last viewed quest card; null or left out hides it. */
  lastViewed?: CatalogueLastViewed | null;
  /** Content: board and grade filters (/products); left out hides them. */
  filters?: CatalogueFilters;
  /** Behaviour: shows the cart button (hidden inside the iOS wrapper). */
  showCart?: boolean;
  /** Content: items in the cart; the badge hides at 0. */
  cartCount?: number;
  /** Content: the "not available on browsers" notice with the store links; left out hides it (ADR 0067). */
  downloadNotice?: { playStoreUrl: string; appStoreUrl: string } | null;
  /** Events: the search text changed (every keystroke). */
  onSearchChange: (search: string) => void;
  /** Events: the back arrow. */
  onBack: () => void;
  /** Events: the cart button. */
  onCart?: () => void;
  /** Events: Try again after a failure; without it no button is shown. */
  onRetry?: () => void;
  /** Accessibility: the content's element: `main` when the view is the page (default), `div` in design sheets. */
  as?: 'main' | 'div';
}

/**
 * A catalogue page (/category, /products): back arrow, title and cart with its badge; search (and on /products
 * board and grade filters); the last viewed quest; one carousel of quest or product cards per section. Loading
 * shows card shapes, a failure Try again, and a search without results says so.
 */
export function CatalogueView({
  title,
  state,
  errorMessage,
  search,
  sections,
  lastViewed,
  filters,
  showCart = true,
  cartCount = 0,
  downloadNotice,
  onSearchChange,
  onBack,
  onCart,
  onRetry,
  as = 'main',
}: CatalogueViewProps) {
  const t = useTexts(catalogueTexts);
  const translate = useTranslate();
  const dataLang = useDataLang();
  const headingId = useId();
  const shown = sections.filter((section) => section.items.length > 0);
  // The first screenful (two carousels fill a phone's screen below the tools) renders first; the other
  // categories once the browser is idle, so the first paint does not wait for every card.
  const idle = useIdleReady();
  const rendered = idle ? shown : shown.slice(0, FIRST_SCREENFUL_SECTIONS);
  const query = search.trim();
  const noMatch = translate(catalogueTexts.noMatch, { query });
  return (
    <Root>
      <BackHeader
        title={translate(title)}
        headingLevel={1}
        backLabel={t.back}
        onBack={() => onBack()}
        actions={
          showCart ? (
            <Badge count={cartCount} label={(count) => translate(catalogueTexts.cartCount, { count })}>
              <IconButton icon="cart" label={t.cart} onClick={() => onCart?.()} />
            </Badge>
          ) : undefined
        }
      />
      {/* Busy while the categories after the first screenful wait for the idle render (as the stepper's list). */}
      <Content as={as} aria-busy={rendered.length < shown.length || undefined}>
        {downloadNotice ? (
          <Banner
            type="info"
            title={t.downloadTitle}
            message={t.downloadMessage}
            action={
              <StoreLinks>
                <Link href={downloadNotice.playStoreUrl} external>
                  {t.playStore}
                </Link>
                <Link href={downloadNotice.appStoreUrl} external>
                  {t.appStore}
                </Link>
              </StoreLinks>
            }
          />
        ) : null}
        <Tools>
          <SearchField
            label={t.search}
            hideLabel
            placeholder={t.search}
            value={search}
            onValueChange={onSearchChange}
          />
          {filters ? (
            <>
              <Select
                label={t.board}
                options={filters.boards}
                optionsLang={dataLang}
                placeholder={t.allBoards}
                value={filters.board}
                onValueChange={filters.onBoardChange}
              />
              <Select
                label={t.grade}
                options={filters.grades}
                optionsLang={dataLang}
                placeholder={t.allGrades}
                value={filters.grade}
                onValueChange={filters.onGradeChange}
              />
            </>
          ) : null}
        </Tools>
        <DataSection
          state={state}
          empty={shown.length === 0 && !lastViewed}
          texts={{ ...t, empty: query ? noMatch : t.empty }}
          errorMessage={errorMessage && translate(errorMessage)}
          emptyIcon="search"
          onRetry={onRetry}
          skeleton={
            <Shapes>
              <Skeleton variant="card" />
              <Skeleton variant="card" />
            </Shapes>
          }
        >
          {lastViewed ? (
            <LastViewedCard
              name={lastViewed.name}
              viewedOn={lastViewed.viewedOn}
              imageUrl={lastViewed.imageUrl}
              launching={lastViewed.launching}
              onLaunch={lastViewed.onLaunch}
              headingLevel={2}
            />
          ) : null}
          {rendered.map((section, sectionIndex) => {
            const sectionTitle = translate(section.title);
            // A category's name as sent (no catalogue holds it) is the server's English; "Assigned Quest" is ours.
            const titleLang = sectionTitle === section.title ? dataLang : undefined;
            const titleId = `${headingId}-${section.id}`;
            return (
              <Carousel
                key={section.id}
                label={sectionTitle}
                labelledBy={titleLang && titleId}
                heading={
                  <SectionTitle id={titleLang && titleId} lang={titleLang}>
                    {sectionTitle}
                  </SectionTitle>
                }
                items={section.items}
                getKey={(item) => item.id}
                renderItem={(item, index) => {
                  const Card = item.kind === 'product' ? ProductCard : QuestCard;
                  return (
                    <Card
                      name={item.name}
                      imageUrl={item.imageUrl}
                      imagePriority={!lastViewed && sectionIndex === 0 && index === 0}
                      price={item.price}
                      originalPrice={item.kind === 'product' ? item.originalPrice : undefined}
                      tagLabel={item.tagLabel}
                      tagColour={item.tagColour}
                      actions={item.actions}
                      onDetails={item.onDetails}
                      headingLevel={3}
                    />
                  );
                }}
              />
            );
          })}
          {query && shown.length === 0 ? <NoMatch>{noMatch}</NoMatch> : null}
        </DataSection>
      </Content>
    </Root>
  );
}

/** How many category carousels render before the browser is first idle. */
const FIRST_SCREENFUL_SECTIONS = 2;

const Root = styled.div`
  min-height: 100%;
  font-family: ${tokens.font.family.base};
  color: ${tokens.color.text.primary};
`;

const Content = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[4]};
  max-width: 72rem;
  margin-inline: auto;
  padding: ${tokens.space[4]};
  min-width: 0;

  ${media.desktop} {
    padding: ${tokens.space[6]};
  }
`;

const Tools = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.space[3]};

  ${media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr);
    align-items: end;
  }
`;

const StoreLinks = styled.span`
  display: inline-flex;
  gap: ${tokens.space[3]};
`;

const Shapes = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.space[3]};

  ${media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${tokens.font.size.lg};
`;

const NoMatch = styled.p`
  margin: 0;
  color: ${tokens.color.text.secondary};
`;
