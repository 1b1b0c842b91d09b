export { PlanCard, type PlanCardProps } from './plan-card';
export { PLAN_IMAGE_MIN_PRICE, planHasImage } from './plan-image';
