import styled from 'styled-components';
import { useDataLang, useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { Button } from '../button';
import { Card } from '../card';
import { CardImage } from '../content-card/card-image';
import { Price } from '../price';
import { wrapWords } from '../../internal/text-wrap';

/** Props of {@link CartItemCard}. */
export interface CartItemCardProps {
  /** Content: the quest's or product's name. */
  name: string;
  /** Content: the item's icon; when absent or broken a default tile shows. */
  imageUrl?: string | null;
  /** Content: the net price in rupees (whole rupees, by floor). */
  netPrice: number;
  /** Content: the remove button's visible text (English; shown in the active language). */
  removeLabel?: string;
  /** Content: the remove button's name, a message with the item's name as `{name}` ("Remove {name}"). */
  removeName?: string;
  /** Behaviour: the item is being removed: Remove spins and ignores presses. */
  removing?: boolean;
  /** Behaviour: Remove cannot be used (e.g. while the cart is checking out). */
  removeDisabled?: boolean;
  /** Events: Remove was pressed. */
  onRemove?: () => void;
  /** Accessibility: the heading level of the name. */
  headingLevel?: 2 | 3 | 4;
  /** Appearance: a class for the caller's own layout (margins, grid placement). */
  className?: string;
}

/** One line of the cart: icon, name, net price and Remove. */
export function CartItemCard({
  name,
  imageUrl,
  netPrice,
  removeLabel = 'Remove',
  removeName = 'Remove {name}',
  removing = false,
  removeDisabled = false,
  onRemove,
  headingLevel = 3,
  className,
}: CartItemCardProps) {
  const t = useTranslate();
  const dataLang = useDataLang();
  const remove = t(removeLabel);
  return (
    <Card className={className}>
      <Container>
        <Row>
          <CardImage src={imageUrl} icon="package" shape="thumb" width={96} />
          <Text>
            <Name as={`h${headingLevel}`} lang={dataLang}>
              {name}
            </Name>
            <Price amount={netPrice} size="sm" />
          </Text>
          <Remove
            variant="text"
            size="sm"
            iconStart="close"
            loading={removing}
            disabled={removeDisabled}
            aria-label={t(removeName, { name })}
            onClick={() => onRemove?.()}
          >
            {remove}
          </Remove>
        </Row>
      </Container>
    </Card>
  );
}

const Container = styled.div`
  container-type: inline-size;
`;

/* Narrow: Remove sits under the name and price. From 28rem of card width: in its own column at the end. */
const Row = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  grid-template-areas:
    'thumb text'
    'thumb remove';
  align-items: center;
  column-gap: ${tokens.space[3]};

  > :first-child {
    grid-area: thumb;
  }

  @container (min-width: 28rem) {
    grid-template-columns: auto minmax(0, 1fr) auto;
    grid-template-areas: 'thumb text remove';
  }
`;

const Text = styled.div`
  grid-area: text;
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[1]};
  min-width: 0;
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${tokens.font.size.md};
  font-weight: ${tokens.font.weight.bold};
  line-height: ${tokens.font.lineHeight.tight};
  ${wrapWords}
`;

const Remove = styled(Button)`
  grid-area: remove;
  justify-self: start;
  /* The text button's padding would indent it from the name above. */
  margin-inline-start: calc(-1 * ${tokens.button.paddingX.sm});

  @container (min-width: 28rem) {
    margin-inline-start: 0;
  }
`;
