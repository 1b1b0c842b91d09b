import { GST_NOTE, planPriceExcludingGst } from '../../format';
import { useTranslate } from '../../i18n/use-texts';
import { CatalogueCard } from '../product-card/catalogue-card';

/** Props of {@link PartnerProductCard}. */
export interface PartnerProductCardProps {
  /** Content: the product's display name. Clamped to 2 lines. */
  name: string;
  /** Content: the product icon; when absent or broken a default tile shows. */
  imageUrl?: string | null;
  /** Content: the plan price including tax, in rupees. Shown without the 18% GST, with the note "Plus 18% GST". */
  planPrice: number;
  /** Content: the buy button's text (English; shown in the active language). */
  buyLabel?: string;
  /** Content: the launch button's text (an owned product; English, shown in the active language). */
  launchLabel?: string;
  /** Behaviour: the student already has the product: Launch instead of Buy, and no price (the action matrix). */
  owned?: boolean;
  /** Behaviour: the owned product's quest is being opened: Launch shows a spinner. */
  launching?: boolean;
  /** Behaviour: the product is being added to the cart: Buy shows a spinner and ignores presses. */
  buying?: boolean;
  /** Events: Buy was pressed. */
  onBuy?: () => void;
  /** Events: Launch was pressed (an owned product). */
  onLaunch?: () => void;
  /** Accessibility: the heading level of the name. */
  headingLevel?: 2 | 3 | 4;
  /** Appearance: a class for the caller's own layout (margins, grid placement). */
  className?: string;
}

/**
 * A partner product (the /raymond-products list): icon, name, plan price without GST and Buy; a product the
 * student already has shows Launch instead, without a price.
 */
export function PartnerProductCard({
  planPrice,
  buyLabel = 'Buy',
  launchLabel = 'Launch',
  owned = false,
  launching = false,
  buying = false,
  onBuy,
  onLaunch,
  ...rest
}: PartnerProductCardProps) {
  const t = useTranslate();
  if (owned) {
    return (
      <CatalogueCard
        {...rest}
        defaultIcon="package"
        actions={[{ label: t(launchLabel), onClick: onLaunch, loading: launching }]}
      />
    );
  }
  return (
    <CatalogueCard
      {...rest}
      defaultIcon="package"
      price={planPriceExcludingGst(planPrice)}
      priceNote={t(GST_NOTE)}
      actions={[{ label: t(buyLabel), onClick: onBuy, loading: buying }]}
    />
  );
}
