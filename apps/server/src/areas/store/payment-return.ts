import type { Hono } from 'hono';
import { z } from 'zod';
import { orderIdSchema, paymentReturnPath } from '@quest/api';
import type { AppDeps } from '../../deps.ts';
import { ApiFailure, fail } from '../../contract.ts';
import { describeIssues } from '../../http.ts';
import { limitBody, nulMessage } from '../../security/input-limits.ts';
import { amountText } from './money.ts';
import { findOrder, recordOutcome, type Outcome } from './orders.ts';
import { gatewaySecret, verifyPaymentOutcome } from './signing.ts';

const outcomeFields = z.object({
  orderId: orderIdSchema,
  status: z.enum(['success', 'failed', 'pending']),
  amount: z.string().regex(/^\d+\.\d{2}$/, 'must be rupees with two decimals'),
  gatewayRef: z.string().min(1).max(64),
  reason: z.enum(['', 'declined', 'cancelled']),
  signature: z.string().regex(/^[0-9a-f]{64}$/, 'must be a signature'),
});

/** The largest payment result form accepted. */
export const PAYMENT_FORM_MAX = 16 * 1024;

/** Where the app shows the result: the cart, which then checks the status by order id. */
export const appReturnRoute = (orderId: string) => `/cart?orderId=${encodeURIComponent(orderId)}`;

/**
 * POST /QuestStore/PaymentReturn (not in the spec; ADR 0029): the gateway posts the outcome here as a form.
 * The signature is checked, the outcome recorded (a success assigns what was bought), and the browser is sent
 * on to the app's cart route with a 303.
 */
export function paymentReturnRoute(app: Hono, deps: AppDeps): void {
  // A gateway's result form is a few hundred bytes (ADR 0104).
  app.post(paymentReturnPath, limitBody(PAYMENT_FORM_MAX), async (c) => {
    try {
      const form = await c.req.parseBody().catch(() => {
        throw fail(400, 'The payment result could not be read.');
      });
      const nul = nulMessage(form, 'form');
      if (nul) throw fail(400, nul);
      const parsed = outcomeFields.safeParse(form);
      if (!parsed.success) throw fail(400, describeIssues(parsed.error.issues, 'form'));
      const { signature, ...fields } = parsed.data;
      if (!verifyPaymentOutcome(await gatewaySecret(deps.db), fields, signature)) {
        throw fail(400, 'The payment result signature is not valid.');
      }
      const outcome: Outcome =
        fields.status === 'failed'
          ? { status: 'failed', reason: fields.reason === 'cancelled' ? 'cancelled' : 'declined' }
          : { status: fields.status };
      await deps.db.transaction(async (db) => {
        const order = await findOrder(db, fields.orderId, true);
        if (!order) throw fail(404, 'Order not found.');
        if (amountText(order.amount_paise) !== fields.amount) {
          throw fail(400, 'The amount does not match the order.');
        }
        await recordOutcome(db, fields.orderId, outcome, deps.clock.now());
      });
      return c.redirect(appReturnRoute(fields.orderId), 303);
    } catch (error) {
      if (error instanceof ApiFailure) return c.json({ error: error.message }, error.status);
      throw error;
    }
  });
}
