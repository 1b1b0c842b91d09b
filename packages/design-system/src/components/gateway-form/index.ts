export {
  GatewayForm,
  isAllowedGatewayPost,
  type GatewayFormField,
  type GatewayFormProps,
  type GatewayFormRefusal,
} from './gateway-form';
