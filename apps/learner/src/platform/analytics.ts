import type { NativeBridge } from './native-bridge';

/**
 * The analytics events of store-and-assessment.md §6 ("not product behaviour"), sent through the native bridge
 * as both the host event and the standard-analytics event. Names are kept exactly as the product spells them
 * ("Teststared", "initiated checkout"). Sending never throws and never waits: a broken host must not break the
 * flow that fires the event.
 */
export const ANALYTICS_EVENTS = {
  registration: 'Registration',
  otpRequest: 'OtpRequest',
  questSelected: 'QuestSelected',
  testStarted: 'Teststared',
  testEnded: 'Testended',
  startTrial: 'StartTrial',
  purchaseInitiate: 'PurchaseInitiate',
  initiatedCheckout: 'initiated checkout',
} as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENTS)[keyof typeof ANALYTICS_EVENTS];

/** The +91 prefix of Indian mobile numbers (learning-app.md §1), added once. */
export function withCountryCode(mobile: string): string {
  const digits = mobile.replace(/\D/g, '').replace(/^91(?=\d{10}$)/, '');
  return `+91${digits}`;
}

export interface Analytics {
  /** Registration: Mobilenumber (+91 prefixed), EmailId, UserName. */
  registration(details: { mobile: string; email: string; userName: string }): void;
  otpRequest(details: { mobile: string }): void;
  questSelected(details: { questId: number; questName?: string }): void;
  testStarted(details: { testCode: string; contentId?: number }): void;
  testEnded(details: { testCode: string; contentId?: number }): void;
  startTrial(details: { productId: number; questId?: number }): void;
  purchaseInitiate(details: { productId: number; planId?: number; price?: number }): void;
  initiatedCheckout(details: { orderTotal: number; itemCount: number }): void;
}

export function createAnalytics(
  bridge: NativeBridge,
  onError: (error: unknown) => void = () => {},
): Analytics {
  const send = (name: AnalyticsEventName, payload: Record<string, unknown>) => {
    try {
      bridge.event(name, payload);
      bridge.analyticsEvent(name, payload);
    } catch (error) {
      onError(error);
    }
  };
  return {
    registration: ({ mobile, email, userName }) =>
      send(ANALYTICS_EVENTS.registration, {
        Mobilenumber: withCountryCode(mobile),
        EmailId: email,
        UserName: userName,
      }),
    otpRequest: ({ mobile }) => send(ANALYTICS_EVENTS.otpRequest, { Mobilenumber: withCountryCode(mobile) }),
    questSelected: (details) => send(ANALYTICS_EVENTS.questSelected, details),
    testStarted: (details) => send(ANALYTICS_EVENTS.testStarted, details),
    testEnded: (details) => send(ANALYTICS_EVENTS.testEnded, details),
    startTrial: (details) => send(ANALYTICS_EVENTS.startTrial, details),
    purchaseInitiate: (details) => send(ANALYTICS_EVENTS.purchaseInitiate, details),
    initiatedCheckout: (details) => send(ANALYTICS_EVENTS.initiatedCheckout, details),
  };
}
