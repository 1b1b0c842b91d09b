import styled from 'styled-components';
import { GST_NOTE, planPriceExcludingGst } from '../../format';
import { useTranslate } from '../../i18n/use-texts';
import { CatalogueCard } from '../product-card/catalogue-card';
import { RichText } from '../rich-text';
import { planHasImage } from './plan-image';

/** Props of {@link PlanCard}. */
export interface PlanCardProps {
  /** Content: the plan's display name. Clamped to 2 lines. */
  name: string;
  /** Content: the plan's description as server HTML (sanitized by RichText). */
  descriptionHtml?: string;
  /** Content: the plan price including tax, in rupees. Shown without the 18% GST, with the note "Plus 18% GST".
   * Above ₹600 the card uses its image variant. */
  planPrice: number;
  /** Content: the image of the image variant (a plan above ₹600); without one a default tile shows. Ignored for
   * plans of ₹600 or less. */
  imageUrl?: string | null;
  /** Content: the buy button's text (English; shown in the active language). */
  buyLabel?: string;
  /** Behaviour: the plan is being added to the cart: Buy spins and ignores presses. */
  buying?: boolean;
  /** Events: Buy was pressed. */
  onBuy?: () => void;
  /** Accessibility: the heading level of the name. */
  headingLevel?: 2 | 3 | 4;
  /** Appearance: a class for the caller's own layout (margins, grid placement). */
  className?: string;
}

/** A plan of a product: name, HTML description, price without GST and Buy; an image above ₹600. */
export function PlanCard({
  name,
  descriptionHtml,
  planPrice,
  imageUrl,
  buyLabel = 'Buy',
  buying = false,
  onBuy,
  headingLevel,
  className,
}: PlanCardProps) {
  const t = useTranslate();
  const withImage = planHasImage(planPrice);
  return (
    <CatalogueCard
      className={className}
      name={name}
      headingLevel={headingLevel}
      defaultIcon="verified"
      showImage={withImage}
      imageUrl={imageUrl}
      description={descriptionHtml ? <Description html={descriptionHtml} /> : undefined}
      price={planPriceExcludingGst(planPrice)}
      priceNote={t(GST_NOTE)}
      actions={[{ label: t(buyLabel), onClick: onBuy, loading: buying }]}
    />
  );
}

const Description = styled(RichText)`
  width: 100%;
`;
