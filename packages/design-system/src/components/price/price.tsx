import styled from 'styled-components';
import { formatPrice } from '../../format';
import { useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';

/** Props of {@link Price}. */
export interface PriceProps {
  /** Content: the amount in rupees. */
  amount: number;
  /** Content: the price before a discount, shown struck through after the amount. */
  originalAmount?: number;
  /** Content: a note under the price, e.g. "Plus 18% GST" (`GST_NOTE` from the format module); English, shown in
   * the active language. */
  note?: string;
  /** Appearance: text size. */
  size?: 'sm' | 'md' | 'lg';
  /** Accessibility: read before a struck-through price (English; read in the active language). */
  originalLabel?: string;
  /** Appearance: a class for the caller's own layout (margins, grid placement). */
  className?: string;
}

/**
 * A price in rupees with en-IN grouping (₹1,49,999), optionally beside its struck-through original, written by
 * `formatPrice` like every store price (whole rupees without decimals, paise only when there are any).
 */
export function Price({
  amount,
  originalAmount,
  note,
  size = 'md',
  originalLabel = 'Original price',
  className,
}: PriceProps) {
  const t = useTranslate();
  return (
    <Root className={className} data-size={size}>
      <Amounts>
        <Current>{formatPrice(amount)}</Current>
        {originalAmount !== undefined && originalAmount > amount && (
          <Original>
            <span className="visually-hidden">{t(originalLabel)}: </span>
            {formatPrice(originalAmount)}
          </Original>
        )}
      </Amounts>
      {note && <Note>{t(note)}</Note>}
    </Root>
  );
}

const Root = styled.span`
  display: inline-flex;
  flex-direction: column;
  gap: ${tokens.space[1]};
  max-width: 100%;
  color: ${tokens.color.text.primary};
  line-height: ${tokens.font.lineHeight.tight};

  &[data-size='sm'] {
    font-size: ${tokens.font.size.sm};
  }
  &[data-size='md'] {
    font-size: ${tokens.font.size.lg};
  }
  &[data-size='lg'] {
    font-size: ${tokens.font.size['2xl']};
  }
`;

const Amounts = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${tokens.space[2]};
`;

const Current = styled.span`
  font-weight: ${tokens.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

const Original = styled.del`
  font-size: 0.8em;
  color: ${tokens.color.text.secondary};
  font-variant-numeric: tabular-nums;
`;

const Note = styled.span`
  font-size: ${tokens.font.size.xs};
  color: ${tokens.color.text.secondary};
`;
