import styled, { keyframes } from 'styled-components';
import { Button } from '../../components/button';
import { Icon } from '../../components/icon';
import { formatRupeesWithPaise } from '../../format';
import { useTexts, useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';

/** Texts of the payment response (store-and-assessment.md §2.7; the wording of the title and message is ours). */
export const paymentResponseTexts = {
  title: 'Payment successful',
  message: 'Thank you! Your quest is ready. Taking you home…',
  redirect: 'Redirect',
  /** The paid order's id: "Order QO-20261121-0007". */
  order: 'Order {orderId}',
  /** What was paid, formatted by `formatRupeesWithPaise`: "Paid ₹3,275.60". */
  paid: 'Paid {amount}',
  /** Not in the spec (ADR 0109): while the route asks the server whether the order is paid. */
  confirmingTitle: 'Confirming your payment',
  confirmingMessage: 'One moment while we check your order…',
} as const;

/** Props of {@link PaymentResponseView}. */
export interface PaymentResponseViewProps {
  /**
   * Data: `confirming` while the server is asked whether the order is paid (nothing is claimed yet); `paid` once it
   * said so. Default `paid`.
   */
  state?: 'confirming' | 'paid';
  /** Content: the paid order's id, when known. */
  orderId?: string | null;
  /** Content: what was paid in rupees, when known. */
  amount?: number | null;
  /** Behaviour: Redirect is busy (the home is being prepared). */
  redirecting?: boolean;
  /** Layout: the page's element (`main` as a route's top element). */
  as?: 'div' | 'main';
  /** Events: Redirect (go home now instead of after 3 s). */
  onRedirect: () => void;
}

/**
 * After a successful payment (/payment-response): an animated tick, the order, and a Redirect button; the route
 * reloads the profile and user and goes to /home after 3 s. Readers who ask for reduced motion see it still.
 * While the route confirms the order with the server, only "Confirming your payment" shows.
 */
export function PaymentResponseView({
  state = 'paid',
  orderId,
  amount,
  redirecting = false,
  as = 'div',
  onRedirect,
}: PaymentResponseViewProps) {
  const t = useTexts(paymentResponseTexts);
  const translate = useTranslate();
  if (state === 'confirming') {
    return (
      <Root as={as} aria-busy="true">
        <Title>{t.confirmingTitle}</Title>
        <Message role="status">{t.confirmingMessage}</Message>
      </Root>
    );
  }
  return (
    <Root as={as}>
      <Badge aria-hidden="true">
        <Ring />
        <Icon name="check-circle" size="xl" />
      </Badge>
      <Title>{t.title}</Title>
      <Message role="status">{t.message}</Message>
      {orderId || amount != null ? (
        <Details>
          {orderId ? <span>{translate(paymentResponseTexts.order, { orderId })}</span> : null}
          {amount != null ? (
            <span>{translate(paymentResponseTexts.paid, { amount: formatRupeesWithPaise(amount) })}</span>
          ) : null}
        </Details>
      ) : null}
      <Button loading={redirecting} onClick={onRedirect}>
        {t.redirect}
      </Button>
    </Root>
  );
}

const length = `calc(${tokens.motion.duration.slow} * 3)`;

const pop = keyframes`
  0% { transform: scale(0.2); opacity: 0; }
  60% { transform: scale(1.2); opacity: 1; }
  100% { transform: scale(1); opacity: 1; }
`;

const ring = keyframes`
  0% { transform: scale(0.6); opacity: 0.8; }
  100% { transform: scale(1.9); opacity: 0; }
`;

const Root = styled.div`
  display: grid;
  justify-items: center;
  align-content: center;
  gap: ${tokens.space[4]};
  min-height: 100%;
  padding: ${tokens.space[6]} ${tokens.space[4]};
  box-sizing: border-box;
  text-align: center;
`;

const Badge = styled.div`
  position: relative;
  display: grid;
  place-items: center;
  width: 6rem;
  height: 6rem;
  border-radius: 50%;
  background: ${tokens.color.feedback.success.background};
  color: ${tokens.color.feedback.success.text};
  animation: ${pop} ${length} ease-out both;

  svg {
    width: 3.5rem;
    height: 3.5rem;
  }
`;

const Ring = styled.span`
  position: absolute;
  inset: 0;
  border-radius: 50%;
  border: ${tokens.borderWidth.thick} solid ${tokens.color.feedback.success.border};
  animation: ${ring} ${length} ease-out both;
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${tokens.font.size['2xl']};
  line-height: ${tokens.font.lineHeight.tight};
`;

const Message = styled.p`
  margin: 0;
  max-width: 32rem;
  color: ${tokens.color.text.secondary};
  font-size: ${tokens.font.size.md};
`;

const Details = styled.p`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${tokens.space[1]} ${tokens.space[4]};
  /* A gateway's order id can be one long unbroken string: it breaks inside the phone's width instead of widening the page. */
  max-width: 100%;
  min-width: 0;
  overflow-wrap: anywhere;
  margin: 0;
  font-variant-numeric: tabular-nums;
  color: ${tokens.color.text.primary};
`;
