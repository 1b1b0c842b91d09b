import { assessmentLinks, contentOriginPages } from '@quest/api';
import type { AppDeps } from '../../deps.ts';
import { uploadsDir } from '../../paths.ts';

/**
 * Identity settings from the environment, read on every call (so a test or an operator can change them
 * without a restart). Documented in the server README:
 * - QUEST_TC_URL: terms and privacy page (default: the content origin's /pages/terms.html)
 * - QUEST_OTP_REQUIRED: registration needs a verified mobile number (default true)
 * - QUEST_SHOW_PROMO: the sign-up wizard shows its coupon step (default true)
 * - QUEST_SUPPORT_EMAIL: shown on the profile (default support@quest.example)
 * - QUEST_REPORT_MANUAL_URL: the student report manual PDF of /assessment-report (default the demo file)
 * - QUEST_UPLOADS_DIR: where uploads go (see `uploadsDir` in paths.ts)
 */
export interface IdentitySettings {
  tcUrl: string;
  otpRequired: boolean;
  showPromoScreen: boolean;
  supportEmail: string;
  reportManualUrl: string;
  uploadsDir: string;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  const v = value?.trim().toLowerCase();
  if (v === undefined || v === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  return fallback;
}

/** The media area's terms page on the content origin; before the origin is known, its app-relative redirect. */
function termsPage(deps: AppDeps): string {
  const { content } = deps.config.origins;
  return content ? `${content}/pages/terms.html` : contentOriginPages.terms;
}

export function identitySettings(deps: AppDeps, env: NodeJS.ProcessEnv = process.env): IdentitySettings {
  return {
    tcUrl: env.QUEST_TC_URL?.trim() || termsPage(deps),
    otpRequired: flag(env.QUEST_OTP_REQUIRED, true),
    showPromoScreen: flag(env.QUEST_SHOW_PROMO, true),
    supportEmail: env.QUEST_SUPPORT_EMAIL?.trim() || 'support@quest.example',
    reportManualUrl: env.QUEST_REPORT_MANUAL_URL?.trim() || assessmentLinks.reportManualPdf,
    uploadsDir: uploadsDir(env),
  };
}
