import { Banner } from '../../components/banner';
import { Button } from '../../components/button';
import { lockedTexts } from '../../components/locked-notice';
import { useTexts } from '../../i18n/use-texts';

/*
 * The "Trial Expired" notice over a quest's missions (home dashboard) and a mission's content (mission page).
 * Internal: not exported from the package.
 */

/** Props of {@link TrialBanner}. */
export interface TrialBannerProps {
  /** "Buy now" in the notice. Hidden without it. */
  onBuy?: () => void;
}

/** The quest's trial is over: the spec's "Trial Expired" text as an error banner, with Buy now. */
export function TrialBanner({ onBuy }: TrialBannerProps) {
  const texts = useTexts(lockedTexts);
  return (
    <Banner
      type="error"
      title={texts.trialTitle}
      message={texts.trialMessage}
      action={
        onBuy ? (
          <Button variant="primary" size="sm" onClick={onBuy}>
            {texts.buyNow}
          </Button>
        ) : undefined
      }
    />
  );
}
