export {
  PaymentResponseView,
  paymentResponseTexts,
  type PaymentResponseViewProps,
} from './payment-response-view';
