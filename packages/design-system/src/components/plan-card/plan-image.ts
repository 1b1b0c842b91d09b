/** A plan is shown with an image when its price (with tax) is above this many rupees (store-and-assessment.md §9). */
export const PLAN_IMAGE_MIN_PRICE = 600;

/** Whether a plan card uses its image variant: planPrice above ₹600. 600 itself is the plain variant. */
export function planHasImage(planPrice: number): boolean {
  return Number.isFinite(planPrice) && planPrice > PLAN_IMAGE_MIN_PRICE;
}
