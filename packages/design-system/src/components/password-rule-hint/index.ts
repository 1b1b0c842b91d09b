export {
  PasswordRuleHint,
  type PasswordRuleHintCheck,
  type PasswordRuleHintProps,
} from './password-rule-hint';
