import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { useDataLang, useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { Button, type ButtonVariant } from '../button';
import { Card } from '../card';
import { CardImage } from '../content-card/card-image';
import { type IconName } from '../icon';
import { Link } from '../link';
import { Price } from '../price';
import { Tag } from '../tag';

/** The card's own texts; a trial action's button reads `trial` with its days ("7-Day Trial"). */
const catalogueCardTexts = {
  details: 'Details',
  trial: '{days}-Day Trial',
} as const;

/**
 * An action's button text in the active language (`t` from `useTranslate`): "{days}-Day Trial" for a trial with its
 * days, else its label. The card and the quest's start/buy dialog word actions the same way.
 */
export const cardActionText = (
  action: CardAction,
  t: (source: string, values?: Record<string, unknown>) => string,
) =>
  action.trialDays !== undefined ? t(catalogueCardTexts.trial, { days: action.trialDays }) : t(action.label);

/** One action button on a catalogue card ("Launch", "7-Day Trial", "Buy", "I am interested"). */
export interface CardAction {
  /**
   * The button's text: the store flow's English, shown in the active language; also the button's key. For a trial
   * (with `trialDays`) the card words the text itself and this stays the English ("7-Day Trial").
   */
  label: string;
  /**
   * A trial's length in days (the store flow's trial action's `days`): the button reads "{days}-Day Trial" in the
   * active language ("7-Day Trial") instead of `label`.
   */
  trialDays?: number;
  /** Called on activation; never while disabled or loading. */
  onClick?: () => void;
  /** By default the last action (the main one: Buy, Launch) is `primary` and those before it `secondary`. */
  variant?: ButtonVariant;
  /** Shown but not usable. */
  disabled?: boolean;
  /** The action is under way: a spinner, presses ignored. */
  loading?: boolean;
}

/** Props shared by the catalogue cards (quest, product, partner product): what each of them shows. */
export interface CatalogueCardProps {
  /** Content: the quest's or product's name. Clamped to 2 lines. */
  name: string;
  /** Content: the icon (cover image); when absent or broken a default tile shows. */
  imageUrl?: string | null;
  /** Performance: the screen's first card: its image loads at once with high priority (the largest paint). */
  imagePriority?: boolean;
  /** Content: the price in rupees (whole rupees, by floor). Leave it out when the price is not to be shown. */
  price?: number;
  /** Content: the price before a discount, struck through after `price`. */
  originalPrice?: number;
  /** Content: a note under the price, e.g. "Plus 18% GST" (English; shown in the active language). */
  priceNote?: string;
  /** Content: the tag label, e.g. "Bestseller". */
  tagLabel?: string;
  /** Appearance: the tag's background as a hex colour from the catalogue (`tagColor`); see Tag. */
  tagColour?: string | null;
  /** Content: the action buttons, in order, as the caller's rules give them. */
  actions?: readonly CardAction[];
  /** Events: the Details link was pressed; without it there is no Details link. */
  onDetails?: () => void;
  /** Content: the Details link's text (English; shown in the active language). */
  detailsLabel?: string;
  /** Accessibility: the heading level of the name. */
  headingLevel?: 2 | 3 | 4;
  /** Appearance: a class for the caller's own layout (margins, grid placement). */
  className?: string;
}

/** What only the card components themselves set on the shared body. */
interface CatalogueCardInternals {
  /** The icon of the default tile shown without an image. */
  defaultIcon: IconName;
  /** Whether the card has a cover at all (a plan below the image price has none). */
  showImage?: boolean;
  /** A description under the name (a plan's rich text). */
  description?: ReactNode;
}

/**
 * The one body behind QuestCard, ProductCard, PartnerProductCard and PlanCard: cover, tag, name, price, Details and action
 * buttons. Every link and button is described by the card's name, so "Buy" says which item it buys.
 */
export function CatalogueCard({
  name,
  imageUrl,
  imagePriority = false,
  price,
  originalPrice,
  priceNote,
  tagLabel,
  tagColour,
  actions = [],
  onDetails,
  detailsLabel = catalogueCardTexts.details,
  headingLevel = 3,
  defaultIcon,
  showImage = true,
  description,
  className,
}: CatalogueCardProps & CatalogueCardInternals) {
  const t = useTranslate();
  const dataLang = useDataLang();
  const nameId = useId();
  const actionText = (action: CardAction) => cardActionText(action, t);
  const hasPriceRow = price !== undefined || onDetails !== undefined;
  let body: ReactNode = null;
  if (tagLabel || hasPriceRow || description) {
    body = (
      <Body>
        {tagLabel && <Tag label={tagLabel} colour={tagColour} />}
        {description}
        {hasPriceRow && (
          <PriceRow>
            {price !== undefined ? (
              <Price amount={price} originalAmount={originalPrice} note={priceNote} />
            ) : (
              <span />
            )}
            {onDetails && (
              <DetailsLink onClick={() => onDetails()} aria-describedby={nameId}>
                {t(detailsLabel)}
              </DetailsLink>
            )}
          </PriceRow>
        )}
      </Body>
    );
  }

  return (
    <Root
      className={className}
      headingLevel={headingLevel}
      titleLines={2}
      media={showImage ? <CardImage src={imageUrl} icon={defaultIcon} priority={imagePriority} /> : undefined}
      title={
        <span id={nameId} title={name} lang={dataLang}>
          {name}
        </span>
      }
      actions={
        actions.length > 0
          ? actions.map((action, index) => (
              <Button
                key={action.label}
                size="sm"
                variant={action.variant ?? (index === actions.length - 1 ? 'primary' : 'secondary')}
                disabled={action.disabled}
                loading={action.loading}
                aria-describedby={nameId}
                onClick={() => action.onClick?.()}
              >
                {actionText(action)}
              </Button>
            ))
          : undefined
      }
    >
      {body}
    </Root>
  );
}

const Root = styled(Card)`
  height: 100%;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${tokens.space[2]};
`;

const PriceRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  column-gap: ${tokens.space[3]};
  width: 100%;
`;

const DetailsLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${tokens.button.height.sm};
`;
