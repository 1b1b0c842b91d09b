import styled from 'styled-components';
import { BackHeader } from '../../components/back-header';
import { PartnerProductCard } from '../../components/partner-product-card';
import { ResponsiveGrid } from '../../components/responsive-grid';
import { Skeleton } from '../../components/skeleton';
import { useTexts, useTranslate } from '../../i18n/use-texts';
import { media, tokens } from '../../tokens';
import { DataSection } from '../page-parts/data-section';

/** Texts of the partner product list (store-and-assessment.md §2.5 "Partner product list"). */
export const partnerProductsTexts = {
  title: 'Partner Products',
  listLabel: 'Partner products',
  loading: 'Loading products…',
  empty: 'No Products!',
  failedTitle: 'Could not load the products',
  failedMessage: 'Check your connection and try again.',
  retry: 'Try again',
  back: 'Back',
} as const;

/** The states of the partner product list. */
export type PartnerProductsState = 'loading' | 'loaded' | 'failed';

/** One partner product as its card shows it. */
export interface PartnerProductItem {
  /** The product's id (unique in the list). */
  productId: number;
  /** The display name. */
  name: string;
  /** The icon address; a default tile when absent. */
  imageUrl?: string | null;
  /** The plan price including tax, in rupees (shown without GST, with "Plus 18% GST"). */
  planPrice: number;
  /** The student already has it: Launch instead of Buy, no price. */
  owned?: boolean;
}

/** Props of {@link PartnerProductsView}. */
export interface PartnerProductsViewProps {
  /** Behaviour: the state of the list. */
  state: PartnerProductsState;
  /** Content: the products. Empty shows "No Products!". */
  products?: readonly PartnerProductItem[];
  /** Content: the failed state's explanation (the server's message), when not the default. */
  errorMessage?: string;
  /** Behaviour: the product being added to the cart: its Buy spins, the other Buy buttons wait. */
  buyingProductId?: number | null;
  /** Behaviour: the owned product being opened: its Launch spins. */
  launchingProductId?: number | null;
  /** Accessibility: `main` when the view is the page (default); `div` inside another page or a design sheet. */
  as?: 'main' | 'div';
  /** Events: Buy on a product. */
  onBuy: (productId: number) => void;
  /** Events: Launch on a product the student has. */
  onLaunch?: (productId: number) => void;
  /** Events: the back arrow (the app decides where back goes). */
  onBack: () => void;
  /** Events: Try again after the list failed to load. Without it no button is shown. */
  onRetry?: () => void;
}

/**
 * The partner product list (/raymond-products): a back header, then one card per product (icon, name, plan price
 * without GST, Buy; Launch without a price for a product the student has) — two per row on phones, four from 768 px — with its loading, empty and failed states.
 */
export function PartnerProductsView({
  state,
  products = [],
  errorMessage,
  buyingProductId = null,
  launchingProductId = null,
  as = 'main',
  onBuy,
  onLaunch,
  onBack,
  onRetry,
}: PartnerProductsViewProps) {
  const t = useTexts(partnerProductsTexts);
  const translate = useTranslate();
  return (
    <Page>
      <BackHeader title={t.title} backLabel={t.back} onBack={onBack} />
      <Main as={as}>
        <DataSection
          state={state}
          empty={products.length === 0}
          texts={t}
          errorMessage={errorMessage && translate(errorMessage)}
          emptyIcon="package"
          onRetry={onRetry}
          skeleton={
            <ResponsiveGrid>
              {[0, 1, 2, 3].map((key) => (
                <Skeleton key={key} variant="card" height={220} />
              ))}
            </ResponsiveGrid>
          }
        >
          <ResponsiveGrid list label={t.listLabel}>
            {products.map((product) => (
              <PartnerProductCard
                key={product.productId}
                name={product.name}
                imageUrl={product.imageUrl}
                planPrice={product.planPrice}
                buying={buyingProductId === product.productId}
                owned={product.owned}
                launching={launchingProductId === product.productId}
                headingLevel={2}
                onBuy={() => {
                  if (buyingProductId === null) onBuy(product.productId);
                }}
                onLaunch={() => {
                  if (launchingProductId === null) onLaunch?.(product.productId);
                }}
              />
            ))}
          </ResponsiveGrid>
        </DataSection>
      </Main>
    </Page>
  );
}

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100%;
  background: ${tokens.color.surface.background};
  color: ${tokens.color.text.primary};
  font-family: ${tokens.font.family.base};
`;

const Main = styled.main`
  display: grid;
  gap: ${tokens.space[4]};
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: ${tokens.space[4]};
  box-sizing: border-box;
  ${media.up('md')} {
    padding: ${tokens.space[6]};
  }
`;
