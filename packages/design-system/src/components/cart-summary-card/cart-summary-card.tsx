import styled from 'styled-components';
import { formatPrice } from '../../format';
import { useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { Button } from '../button';
import { Card } from '../card';
import { CouponField } from '../coupon-field';

/** Props of {@link CartSummaryCard}. */
export interface CartSummaryCardProps {
  /** Content: the sum of the items' net prices, in rupees. */
  total: number;
  /** Content: the coupon's discount in rupees; shown with a minus while a coupon is applied. */
  couponDiscount?: number;
  /** Content: what will be paid, in rupees (written like every price: paise only when there are any). */
  totalAmount: number;
  /** Content: the applied coupon code; while set the coupon field says "{code} coupon is applied" and offers to
   * remove it, and the discount shows with a minus. */
  appliedCouponCode?: string;
  /** Content: a visitor's code kept for after sign-in: the coupon field says "{code} will be applied at checkout
   * after you log in." with a remove control. */
  keptCouponCode?: string;
  /** Content: the coupon's error (the server's message); the caller decides how long it shows. */
  couponError?: string;
  /** Content: the typed coupon code, when the caller controls it (to clear it after a success). */
  couponValue?: string;
  /** Content: the labels of the rows, the coupon field and the button (English; shown in the active language). */
  labels?: Partial<CartSummaryLabels>;
  /** Behaviour: the coupon is being checked: Apply spins, the field is read-only. */
  applyingCoupon?: boolean;
  /** Behaviour: Checkout cannot be used (e.g. an empty cart). */
  checkoutDisabled?: boolean;
  /** Behaviour: checking out is under way: Checkout spins and ignores presses; the coupon cannot change. */
  checkoutPending?: boolean;
  /** Events: the typed coupon code changed. */
  onCouponValueChange?: (value: string) => void;
  /** Events: Apply (or Enter) with a code. */
  onApplyCoupon?: (code: string) => void;
  /** Events: the applied coupon's remove control was pressed. */
  onRemoveCoupon?: () => void;
  /** Events: Checkout was pressed. */
  onCheckout?: () => void;
  /** Appearance: a class for the caller's own layout (margins, grid placement). */
  className?: string;
}

/** The texts of {@link CartSummaryCard}. */
export interface CartSummaryLabels {
  total: string;
  couponDiscount: string;
  totalAmount: string;
  coupon: string;
  checkout: string;
}

const defaultLabels: CartSummaryLabels = {
  total: 'Total',
  couponDiscount: 'Coupon Discount',
  totalAmount: 'Total Amount',
  coupon: 'Coupon code',
  checkout: 'Checkout',
};

/** The cart's summary: Total, Coupon Discount, Total Amount, the coupon entry and Checkout. */
export function CartSummaryCard({
  total,
  couponDiscount = 0,
  totalAmount,
  appliedCouponCode,
  keptCouponCode,
  couponError,
  couponValue,
  labels,
  applyingCoupon = false,
  checkoutDisabled = false,
  checkoutPending = false,
  onCouponValueChange,
  onApplyCoupon,
  onRemoveCoupon,
  onCheckout,
  className,
}: CartSummaryCardProps) {
  const t = useTranslate();
  const given = { ...defaultLabels, ...labels };
  const text: CartSummaryLabels = {
    total: t(given.total),
    couponDiscount: t(given.couponDiscount),
    totalAmount: t(given.totalAmount),
    coupon: t(given.coupon),
    checkout: t(given.checkout),
  };
  const applied = Boolean(appliedCouponCode);
  return (
    <Card className={className}>
      <Stack>
        <Rows>
          <RowItem>
            <dt>{text.total}</dt>
            <dd>{formatPrice(total)}</dd>
          </RowItem>
          <RowItem data-applied={applied || undefined}>
            <dt>{text.couponDiscount}</dt>
            <dd>{formatPrice(applied ? -Math.abs(couponDiscount) : 0)}</dd>
          </RowItem>
          <RowItem data-emphasis>
            <dt>{text.totalAmount}</dt>
            <dd>{formatPrice(totalAmount)}</dd>
          </RowItem>
        </Rows>
        <CouponField
          label={text.coupon}
          value={couponValue}
          appliedCode={appliedCouponCode}
          keptCode={keptCouponCode}
          error={couponError}
          loading={applyingCoupon}
          disabled={checkoutPending}
          onValueChange={onCouponValueChange}
          onApply={onApplyCoupon}
          onRemove={onRemoveCoupon}
        />
        <Button
          fullWidth
          disabled={checkoutDisabled}
          loading={checkoutPending}
          onClick={() => onCheckout?.()}
        >
          {text.checkout}
        </Button>
      </Stack>
    </Card>
  );
}

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[4]};
  font-size: ${tokens.font.size.md};
`;

const Rows = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[2]};
  margin: 0;
`;

const RowItem = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  column-gap: ${tokens.space[3]};

  dt {
    color: ${tokens.color.text.secondary};
  }

  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    font-weight: ${tokens.font.weight.medium};
  }

  &[data-applied] dd {
    color: ${tokens.color.feedback.success.text};
  }

  &[data-emphasis] {
    padding-top: ${tokens.space[2]};
    border-top: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
    font-size: ${tokens.font.size.lg};
  }

  &[data-emphasis] dt {
    color: ${tokens.color.text.primary};
  }

  &[data-emphasis] dt,
  &[data-emphasis] dd {
    font-weight: ${tokens.font.weight.bold};
  }
`;
