import { useId, useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import { formatNumber, formatPoints, formatRupees } from '../../format';
import { ErrorView } from '../error-view';
import { questI18n } from '../../i18n/i18n';
import { useTexts, useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { Button } from '../button';
import { Dialog } from '../dialog';
import { DialogMessage } from '../home-dialogs/dialog-message';
import { Link } from '../link';
import { Select, type SelectOption } from '../select';
import { Skeleton, SkeletonGroup } from '../skeleton';

/** Status of a redeemed coupon on the server clock (ADR 0061). */
export type RedeemCouponStatus = 'Available' | 'Used' | 'Expired';

/** One store coupon bought with points, as the dialog shows it. */
export interface RedeemCouponValue {
  /** The code typed in the cart's coupon field (6 upper-case letters and digits). */
  code: string;
  /** Points spent on it. */
  points: number;
  /** The flat discount in rupees. */
  amount: number;
  /** The last day it can be used, already written for reading, e.g. "30 Jul 2026". */
  validUntil: string;
  /** Available until used or expired. */
  status: RedeemCouponStatus;
}

/** Texts of the Redeem Points dialog (ADR 0061: the spec names the button and gives it no behaviour). */
export const redeemPointsDialogTexts = {
  title: 'Redeem Points',
  loading: 'Loading your points…',
  failedTitle: 'Points not available',
  failedMessage: 'Your points could not be loaded. Check your connection and try again.',
  earned: 'Earned',
  redeemed: 'Redeemed',
  available: 'Available',
  intro:
    'Turn your points into a store coupon, in blocks of 100. Your score on the leaderboard stays the same.',
  choose: 'Points to redeem',
  redeem: 'Redeem',
  resultTitle: 'Your new coupon',
  copy: 'Copy code',
  goToStore: 'Go to store',
  pastTitle: 'Your coupons',
  noCoupons: 'You have not redeemed any points yet.',
  /** "You need 40 more points to redeem." (ICU; `points` formatted with en-IN grouping). */
  needMore: 'You need {points} more points to redeem.',
  /** "10 points = ₹1" (ICU; `points` formatted, `amount` in rupees). */
  rate: '{points} points = {amount}',
  /** "₹10 off, valid until 30 Jul 2026. Use it once, in the cart." (ICU; `amount` in rupees, `date` as given). */
  resultLine: '{amount} off, valid until {date}. Use it once, in the cart.',
  /** A choice of points: "200 points (₹20)" (ICU; `points` formatted, `amount` in rupees). */
  choice: '{points} points ({amount})',
  /** After a past coupon's amount and points: "valid until 30 Jul 2026" (ICU; `date` as given). */
  validUntil: 'valid until {date}',
  /** A past coupon's status. */
  status: { Available: 'Available', Used: 'Used', Expired: 'Expired' },
} as const;

/** A text in the active language with its values: `useTranslate()`'s function, or one like it. */
type Translate = (source: string, values?: Record<string, unknown>) => string;

/** Props of {@link RedeemPointsDialog}. */
export interface RedeemPointsDialogProps {
  /** Behaviour: shown while true. */
  open: boolean;
  /** Content: 'loading' shows placeholders, 'failed' an error view with Try again, 'loaded' the balance. */
  state: 'loading' | 'loaded' | 'failed';
  /** Content: points earned in the quest (the leaderboard score; redeeming does not lower it). */
  earnedPoints: number;
  /** Content: points already turned into coupons. */
  redeemedPoints: number;
  /** Content: points that can still be redeemed (earned − redeemed). */
  availablePoints: number;
  /** Content: how many points make ₹1. */
  pointsPerRupee?: number;
  /** Content: the size of one block; the choices are whole blocks up to the available points. */
  blockPoints?: number;
  /** Content: the coupons redeemed so far, newest first. */
  coupons: readonly RedeemCouponValue[];
  /** Content: the coupon just made; shown with Copy code and Go to store. */
  result?: RedeemCouponValue | null;
  /** Behaviour: the redemption is in flight: Redeem shows progress, the choice and closing wait. */
  redeeming?: boolean;
  /** Content: why the last redemption failed (the server's message); the chosen points stay chosen. */
  error?: string | null;
  /** Content: the outcome of Copy code ("Code copied." or how to copy by hand), read politely. */
  copyMessage?: string | null;
  /** Content: the error view's message when the balance could not load. */
  failedMessage?: string;
  /** Behaviour: where "Go to store" leads (the store's product list). */
  storeHref: string;
  /** Events: "Go to store" was activated (an app may navigate itself and prevent the default). */
  onGoToStore?: (event: MouseEvent<HTMLAnchorElement | HTMLButtonElement>) => void;
  /** Events: Redeem, with the chosen number of points (a whole number of blocks). */
  onRedeem: (points: number) => void;
  /** Events: Copy code of the new coupon. */
  onCopy: (code: string) => void;
  /** Events: Try again after the balance failed to load; without it no button is shown. */
  onRetry?: () => void;
  /** Events: close (×, Escape, backdrop), not while redeeming. */
  onClose: () => void;
  /** Layout: drawn open in the page flow (design sheets only; never in the product). */
  inline?: boolean;
}

/**
 * The choices: every whole block from one block up to the available points ("200 points (₹20)"), labelled by `t`
 * (the dialog passes `useTranslate()`'s; by default the app's active language).
 */
export function redeemChoices(
  available: number,
  blockPoints: number,
  pointsPerRupee: number,
  t: Translate = (source, values) => questI18n.translate(source, values),
): SelectOption[] {
  const blocks = blockPoints > 0 ? Math.floor(Math.max(0, available) / blockPoints) : 0;
  return Array.from({ length: blocks }, (_, index) => {
    const points = (index + 1) * blockPoints;
    return {
      value: String(points),
      label: t(redeemPointsDialogTexts.choice, {
        points: formatNumber(points),
        amount: formatRupees(points / pointsPerRupee),
      }),
    };
  });
}

/**
 * Redeem Points (ADR 0061): the quest's earned, redeemed and available points, the rate, a choice of blocks of
 * 100 and Redeem; the new coupon with Copy code and Go to store; the coupons made so far with their status.
 * Below one block it says how many more points are needed and Redeem stays disabled.
 */
export function RedeemPointsDialog({
  open,
  state,
  earnedPoints,
  redeemedPoints,
  availablePoints,
  pointsPerRupee = 10,
  blockPoints = 100,
  coupons,
  result = null,
  redeeming = false,
  error = null,
  copyMessage = null,
  failedMessage = redeemPointsDialogTexts.failedMessage,
  storeHref,
  onGoToStore,
  onRedeem,
  onCopy,
  onRetry,
  onClose,
  inline = false,
}: RedeemPointsDialogProps) {
  const t = useTexts(redeemPointsDialogTexts);
  const statuses = useTexts(redeemPointsDialogTexts.status);
  // Also shows the flow's or the server's English (the failure, the copy outcome) in the active language.
  const translateText = useTranslate();
  const choices = redeemChoices(availablePoints, blockPoints, pointsPerRupee, translateText);
  const [chosen, setChosen] = useState('');
  const ids = { result: useId(), past: useId() };
  // The chosen value stays while it is still a choice (after an error too); otherwise the first block.
  const value = choices.some((c) => c.value === chosen) ? chosen : (choices[0]?.value ?? '');
  const enough = choices.length > 0;

  return (
    <Dialog open={open} inline={inline} title={t.title} size="sm" dismissible={!redeeming} onClose={onClose}>
      {state === 'loading' ? (
        <SkeletonGroup label={t.loading}>
          <Skeleton variant="rect" height={64} />
          <Skeleton lines={2} />
          <Skeleton variant="rect" height={48} />
        </SkeletonGroup>
      ) : state === 'failed' ? (
        <ErrorView
          title={t.failedTitle}
          message={translateText(failedMessage)}
          onRetry={onRetry}
          headingLevel={3}
        />
      ) : (
        <Body aria-busy={redeeming || undefined}>
          <Balance>
            <Figure>
              <dt>{t.earned}</dt>
              <dd>{formatNumber(earnedPoints)}</dd>
            </Figure>
            <Figure>
              <dt>{t.redeemed}</dt>
              <dd>{formatNumber(redeemedPoints)}</dd>
            </Figure>
            <Figure data-emphasis="true">
              <dt>{t.available}</dt>
              <dd>{formatNumber(availablePoints)}</dd>
            </Figure>
          </Balance>
          <Rate>
            {translateText(t.rate, { points: formatNumber(pointsPerRupee), amount: formatRupees(1) })}
          </Rate>
          <Text>{t.intro}</Text>
          {enough ? (
            <Choose
              onSubmit={(event) => {
                event.preventDefault();
                if (!redeeming && value) onRedeem(Number(value));
              }}
            >
              <Select
                label={t.choose}
                options={choices}
                value={value}
                onValueChange={setChosen}
                disabled={redeeming}
              />
              <DialogMessage tone="error">{error && translateText(error)}</DialogMessage>
              <Button type="submit" loading={redeeming}>
                {t.redeem}
              </Button>
            </Choose>
          ) : (
            <Choose as="div">
              <DialogMessage tone="info">
                {translateText(t.needMore, { points: formatNumber(blockPoints - availablePoints) })}
              </DialogMessage>
              <Button disabled>{t.redeem}</Button>
            </Choose>
          )}
          {result ? (
            <Result role="group" aria-labelledby={ids.result}>
              <SectionTitle id={ids.result}>{t.resultTitle}</SectionTitle>
              <Code data-testid="redeem-coupon-code">{result.code}</Code>
              <Text>
                {translateText(t.resultLine, {
                  amount: formatRupees(result.amount),
                  date: result.validUntil,
                })}
              </Text>
              <Actions>
                <Button variant="secondary" onClick={() => onCopy(result.code)}>
                  {t.copy}
                </Button>
                <Link href={storeHref} onClick={onGoToStore}>
                  {t.goToStore}
                </Link>
              </Actions>
              <DialogMessage tone="info">{copyMessage && translateText(copyMessage)}</DialogMessage>
            </Result>
          ) : null}
          <div role="group" aria-labelledby={ids.past}>
            <SectionTitle id={ids.past}>{t.pastTitle}</SectionTitle>
            {coupons.length === 0 ? (
              <Text>{t.noCoupons}</Text>
            ) : (
              <Coupons>
                {coupons.map((coupon) => (
                  <CouponRow key={coupon.code}>
                    <CouponCode>{coupon.code}</CouponCode>
                    <CouponFacts>
                      {formatRupees(coupon.amount)} · {formatPoints(coupon.points)} ·{' '}
                      {translateText(t.validUntil, { date: coupon.validUntil })}
                    </CouponFacts>
                    <Status data-status={coupon.status}>{statuses[coupon.status] ?? coupon.status}</Status>
                  </CouponRow>
                ))}
              </Coupons>
            )}
          </div>
        </Body>
      )}
    </Dialog>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
  min-width: 0;
`;

const Balance = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${tokens.space[2]};
  margin: 0;
`;

const Figure = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${tokens.space[1]};
  padding: ${tokens.space[2]};
  border-radius: ${tokens.radius.md};
  background-color: ${tokens.color.surface.sunken};

  dt {
    font-size: ${tokens.font.size.sm};
    color: ${tokens.color.text.secondary};
  }
  dd {
    margin: 0;
    font-size: ${tokens.font.size.lg};
    font-weight: ${tokens.font.weight.bold};
    color: ${tokens.color.text.primary};
  }
  &[data-emphasis='true'] dd {
    color: ${tokens.color.brand.primary};
  }
`;

const Text = styled.p`
  margin: 0;
  font-size: ${tokens.font.size.sm};
  line-height: ${tokens.font.lineHeight.normal};
  color: ${tokens.color.text.primary};
`;

const Rate = styled(Text)`
  font-weight: ${tokens.font.weight.bold};
`;

const Choose = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[2]};
`;

const Result = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[2]};
  padding: ${tokens.space[3]};
  border: ${tokens.borderWidth.thin} solid ${tokens.color.feedback.success.border};
  border-radius: ${tokens.radius.md};
  background-color: ${tokens.color.feedback.success.background};
`;

const SectionTitle = styled.h3`
  margin: 0 0 ${tokens.space[1]};
  font-size: ${tokens.font.size.md};
  font-weight: ${tokens.font.weight.bold};
  color: ${tokens.color.text.primary};
`;

const Code = styled.p`
  margin: 0;
  font-family: ${tokens.font.family.mono};
  font-size: ${tokens.font.size.xl};
  font-weight: ${tokens.font.weight.bold};
  letter-spacing: 0.15em;
  color: ${tokens.color.text.primary};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${tokens.space[3]};
`;

const Coupons = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const CouponRow = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${tokens.space[2]};
  padding: ${tokens.space[2]} ${tokens.space[3]};
  border: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
  border-radius: ${tokens.radius.md};
`;

const CouponCode = styled.span`
  font-family: ${tokens.font.family.mono};
  font-weight: ${tokens.font.weight.bold};
  color: ${tokens.color.text.primary};
`;

const CouponFacts = styled.span`
  font-size: ${tokens.font.size.sm};
  color: ${tokens.color.text.secondary};
`;

const statusTone = { Available: 'success', Used: 'info', Expired: 'warning' } as const;

const Status = styled.span`
  padding: 0 ${tokens.space[2]};
  border: ${tokens.borderWidth.thin} solid transparent;
  border-radius: ${tokens.radius.pill};
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.medium};
  ${Object.entries(statusTone)
    .map(
      ([status, tone]) => `&[data-status='${status}'] {
    color: ${tokens.color.feedback[tone].text};
    background-color: ${tokens.color.feedback[tone].background};
    border-color: ${tokens.color.feedback[tone].border};
  }`,
    )
    .join('\n')}
`;
