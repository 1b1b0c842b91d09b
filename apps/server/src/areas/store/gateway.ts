import { randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { orderIdSchema } from '@quest/api';
import type { AppDeps } from '../../deps.ts';
import { describeIssues } from '../../http.ts';
import { limitBody, nulMessage } from '../../security/input-limits.ts';
import { currentLog, rootLog } from '../../log.ts';
import { requestLog } from '../../request-log.ts';
import { amountText, rupeeLabel } from './money.ts';
import { findOrder, PENDING_CONFIRM_MS, returnUrl } from './orders.ts';
import { PAYMENT_FORM_MAX } from './payment-return.ts';
import {
  gatewaySecret,
  signPaymentOutcome,
  verifyPaymentRequest,
  type PaymentOutcomeFields,
  type PaymentRequestFields,
} from './signing.ts';

const payFields = z.object({
  orderId: orderIdSchema,
  amount: z.string().regex(/^\d+\.\d{2}$/, 'must be rupees with two decimals'),
  currency: z.literal('INR'),
  returnUrl: z.string().min(1),
  signature: z.string().regex(/^[0-9a-f]{64}$/, 'must be a signature'),
});

const completeFields = payFields.extend({
  outcome: z.enum(['success', 'failed', 'cancelled', 'pending']),
});

type LedgerStatus = 'success' | 'failed' | 'cancelled' | 'pending';

class PageError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
  ) {
    super(message);
  }
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

const STYLES = `
:root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #eef1f6; color: #1b2430; }
main { width: min(420px, calc(100vw - 32px)); background: #fff; border-radius: 12px; padding: 24px;
  box-shadow: 0 4px 24px rgba(20, 30, 60, 0.12); }
.brand { margin: 0 0 4px; font-size: 14px; color: #5a6678; text-transform: uppercase; letter-spacing: 0.06em; }
h1 { margin: 0 0 4px; font-size: 26px; }
.order { margin: 0 0 20px; color: #5a6678; }
label { display: block; margin: 0 0 12px; font-size: 14px; color: #3a4658; }
input { display: block; width: 100%; box-sizing: border-box; margin-top: 4px; padding: 10px 12px; font-size: 16px;
  border: 1px solid #c5cdd9; border-radius: 8px; }
.row { display: flex; gap: 12px; }
.row label { flex: 1; }
.actions { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; margin-top: 8px; }
button { min-height: 44px; padding: 10px 12px; font-size: 16px; border-radius: 8px; border: 1px solid #c5cdd9;
  background: #fff; color: #1b2430; cursor: pointer; }
button.pay { grid-column: 1 / -1; background: #1d5bd6; border-color: #1d5bd6; color: #fff; font-weight: 600; }
button:focus-visible { outline: 3px solid #f2a900; outline-offset: 2px; }
.note { margin: 16px 0 0; font-size: 13px; color: #5a6678; }
.error h1 { color: #b3261e; }
`;

/** Submits the return form on load; a separate file, because the page allows no inline script. */
const SCRIPT = `var form = document.querySelector('form[data-autosubmit]');
if (form) form.submit();
`;

function page(title: string, body: string, withScript = false): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/gateway.css">
</head>
<body>
<main>
${body}
</main>
${withScript ? '<script src="/gateway.js"></script>\n' : ''}</body>
</html>
`;
}

const hidden = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');

function cardPage(fields: z.output<typeof payFields>): string {
  const amount = rupeeLabel(Math.round(Number(fields.amount) * 100));
  return page(
    'Test card gateway',
    `<p class="brand">Test card gateway</p>
<h1>Pay ${escapeHtml(amount)}</h1>
<p class="order">Order ${escapeHtml(fields.orderId)} · Quest</p>
<form method="post" action="/pay/complete">
${hidden({
  orderId: fields.orderId,
  amount: fields.amount,
  currency: fields.currency,
  returnUrl: fields.returnUrl,
  signature: fields.signature,
})}
<label>Card number<input name="cardNumber" value="4111 1111 1111 1111" inputmode="numeric" autocomplete="off"></label>
<div class="row">
<label>Expiry<input name="expiry" value="12/30" autocomplete="off"></label>
<label>CVV<input name="cvv" value="123" inputmode="numeric" autocomplete="off"></label>
</div>
<div class="actions">
<button type="submit" name="outcome" value="success" class="pay">Pay ${escapeHtml(amount)}</button>
<button type="submit" name="outcome" value="failed">Fail</button>
<button type="submit" name="outcome" value="cancelled">Cancel</button>
<button type="submit" name="outcome" value="pending">Pending</button>
</div>
</form>
<p class="note">A test gateway: no card is charged. Pending is confirmed as paid ${PENDING_CONFIRM_MS / 1000} seconds later.</p>`,
  );
}

function returnPage(action: string, fields: PaymentOutcomeFields & { signature: string }): string {
  return page(
    'Returning to Quest',
    `<p class="brand">Test card gateway</p>
<h1>Returning to Quest…</h1>
<form method="post" action="${escapeHtml(action)}" data-autosubmit>
${hidden({ ...fields })}
<p class="order">Order ${escapeHtml(fields.orderId)}</p>
<button type="submit" class="pay">Continue</button>
</form>`,
    true,
  );
}

function errorPage(message: string): string {
  return page(
    'Payment not possible',
    `<div class="error"><p class="brand">Test card gateway</p>
<h1>Payment not possible</h1>
<p>${escapeHtml(message)}</p></div>`,
  );
}

async function readForm<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  const form = await c.req.parseBody().catch(() => {
    throw new PageError(400, 'The payment form could not be read.');
  });
  const nul = nulMessage(form, 'form');
  if (nul) throw new PageError(400, nul);
  const parsed = schema.safeParse(form);
  if (!parsed.success) throw new PageError(400, describeIssues(parsed.error.issues, 'form'));
  return parsed.data;
}

/**
 * Checks a payment form as a gateway would: a valid signature, the merchant's own return address, and the
 * order's amount. Answers the gateway's record of the payment when there is one.
 */
async function checkRequest(
  deps: AppDeps,
  fields: z.output<typeof payFields>,
): Promise<{ existing: { status: LedgerStatus; gateway_ref: string } | undefined }> {
  const request: PaymentRequestFields = {
    orderId: fields.orderId,
    amount: fields.amount,
    currency: fields.currency,
    returnUrl: fields.returnUrl,
  };
  if (!verifyPaymentRequest(await gatewaySecret(deps.db), request, fields.signature)) {
    throw new PageError(400, 'The payment request signature is not valid.');
  }
  if (fields.returnUrl !== returnUrl(deps)) throw new PageError(400, 'The return address is not allowed.');
  const order = await findOrder(deps.db, fields.orderId);
  if (!order) throw new PageError(404, 'This order is not known.');
  if (amountText(order.amount_paise) !== fields.amount) {
    throw new PageError(400, 'The amount does not match the order.');
  }
  const [existing] = await deps.db.query<{ status: LedgerStatus; gateway_ref: string }>(
    'select status, gateway_ref from store_gateway_payments where order_id = $1',
    [fields.orderId],
  );
  if (!existing && (order.status === 'success' || order.status === 'failed')) {
    throw new PageError(409, 'This order is closed. Please check out again.');
  }
  return { existing };
}

function outcomeOf(status: LedgerStatus): Pick<PaymentOutcomeFields, 'status' | 'reason'> {
  if (status === 'cancelled') return { status: 'failed', reason: 'cancelled' };
  if (status === 'failed') return { status: 'failed', reason: 'declined' };
  return { status, reason: '' };
}

/** The fake card gateway, on its own origin: the payment form posts here (ADR 0029). */
export function createGatewayApp(deps: AppDeps): Hono {
  const app = new Hono();
  const formLimit = limitBody(PAYMENT_FORM_MAX, undefined, (c, status, error) =>
    c.html(errorPage(error), status),
  );
  app.use('*', requestLog(deps.log ?? rootLog, 'gateway'));

  app.use('*', async (c, next) => {
    await next();
    const headers = c.res.headers;
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('X-Frame-Options', 'DENY');
    headers.set('Referrer-Policy', 'no-referrer');
    headers.set('Cache-Control', 'no-store');
    headers.set(
      'Content-Security-Policy',
      [
        "default-src 'none'",
        "style-src 'self'",
        "script-src 'self'",
        "img-src 'self' data:",
        `form-action 'self'${deps.config.origins.app ? ` ${deps.config.origins.app}` : ''}`,
        "frame-ancestors 'none'",
        "base-uri 'none'",
      ].join('; '),
    );
  });

  app.onError((error, c) => {
    if (error instanceof PageError) return c.html(errorPage(error.message), error.status);
    currentLog(deps.log).error(
      { err: error, origin: 'gateway', method: c.req.method, path: c.req.path },
      'Request failed',
    );
    return c.html(errorPage('Something went wrong at the gateway.'), 500);
  });
  app.notFound((c) => c.html(errorPage('There is no such page.'), 404));

  app.get('/gateway.css', (c) => c.body(STYLES, 200, { 'Content-Type': 'text/css; charset=utf-8' }));
  app.get('/gateway.js', (c) => c.body(SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }));
  app.get('/', (c) =>
    c.html(
      page(
        'Test card gateway',
        `<p class="brand">Test card gateway</p><h1>Quest test payments</h1>
<p>Payments start from the Quest cart; this origin only answers its payment form.</p>`,
      ),
    ),
  );

  // The payment forms are a few hundred bytes: anything bigger is refused before it is read (ADR 0104).
  app.post('/pay', formLimit);
  app.post('/pay/complete', formLimit);

  /**
   * The hidden form's target: checks the request, then redirects to the card page (post-redirect-get, ADR 0110), so
   * no POST of the payment stays in the browser's history.
   */
  app.post('/pay', async (c) => {
    const fields = await readForm(c, payFields);
    await checkRequest(deps, fields);
    const query = new URLSearchParams({
      orderId: fields.orderId,
      amount: fields.amount,
      currency: fields.currency,
      returnUrl: fields.returnUrl,
      signature: fields.signature,
    });
    return c.redirect(`/pay?${query.toString()}`, 303);
  });

  /**
   * The card page, for the signed request in the address. A payment already recorded goes on to its return page
   * instead (Back after paying; a pending one may still be paid here).
   */
  app.get('/pay', async (c) => {
    const query = c.req.query();
    const nul = nulMessage(query, 'query');
    if (nul) throw new PageError(400, nul);
    const parsed = payFields.safeParse(query);
    if (!parsed.success) throw new PageError(400, describeIssues(parsed.error.issues, 'query'));
    const fields = parsed.data;
    const { existing } = await checkRequest(deps, fields);
    if (existing && existing.status !== 'pending') {
      return c.redirect(`/pay/return?orderId=${encodeURIComponent(fields.orderId)}`, 303);
    }
    return c.html(cardPage(fields));
  });

  /** A button of the card page: records the outcome, then posts it back to the merchant. */
  app.post('/pay/complete', async (c) => {
    const fields = await readForm(c, completeFields);
    const { existing } = await checkRequest(deps, fields);
    if (existing && existing.status !== 'pending') {
      return c.html(await signedReturn(fields, existing.gateway_ref, outcomeOf(existing.status)));
    }
    const now = deps.clock.now();
    const gatewayRef = existing?.gateway_ref ?? `GW${randomBytes(6).toString('hex').toUpperCase()}`;
    const confirmAt = fields.outcome === 'pending' ? new Date(now.getTime() + PENDING_CONFIRM_MS) : null;
    await deps.db.query(
      `insert into store_gateway_payments (order_id, status, amount_paise, gateway_ref, confirm_at, created_at, updated_at)
       values ($1, $2, round($3::numeric * 100)::bigint, $4, $5, $6, $6)
       on conflict (order_id) do update
          set status = excluded.status, confirm_at = excluded.confirm_at, updated_at = excluded.updated_at`,
      [fields.orderId, fields.outcome, fields.amount, gatewayRef, confirmAt, now],
    );
    // Post-redirect-get (ADR 0110): the browser's history keeps the GET below, never this POST, so Back after
    // paying reloads the return page (which goes on to the app) instead of asking to resubmit the form.
    return c.redirect(`/pay/return?orderId=${encodeURIComponent(fields.orderId)}`, 303);
  });

  /**
   * The page after a card page button (ADR 0110): the recorded outcome, signed and posted back to the merchant.
   * It says only what the gateway recorded for the order, so opening it again (Back, a reload) changes nothing.
   */
  app.get('/pay/return', async (c) => {
    const orderId = orderIdSchema.safeParse(c.req.query('orderId'));
    if (!orderId.success) throw new PageError(400, 'The order is not named.');
    const [payment] = await deps.db.query<{ status: LedgerStatus; gateway_ref: string }>(
      'select status, gateway_ref from store_gateway_payments where order_id = $1',
      [orderId.data],
    );
    const order = await findOrder(deps.db, orderId.data);
    if (!payment || !order) throw new PageError(404, 'This payment is not known.');
    const fields = {
      orderId: orderId.data,
      amount: amountText(order.amount_paise),
      currency: 'INR' as const,
      returnUrl: returnUrl(deps),
      signature: '',
    };
    return c.html(await signedReturn(fields, payment.gateway_ref, outcomeOf(payment.status)));
  });

  async function signedReturn(
    fields: z.output<typeof payFields>,
    gatewayRef: string,
    outcome: Pick<PaymentOutcomeFields, 'status' | 'reason'>,
  ): Promise<string> {
    const result: PaymentOutcomeFields = {
      orderId: fields.orderId,
      amount: fields.amount,
      gatewayRef,
      ...outcome,
    };
    const signature = signPaymentOutcome(await gatewaySecret(deps.db), result);
    return returnPage(fields.returnUrl, { ...result, signature });
  }

  return app;
}
