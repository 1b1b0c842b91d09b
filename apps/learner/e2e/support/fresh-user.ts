import { expect, type APIRequestContext, type TestInfo } from '@playwright/test';

/** The README's demo code: the e2e server fixes every OTP to it (QUEST_DEMO_OTP in scripts/e2e.mjs). */
export const DEMO_OTP = '123456';
export const DEMO_PASSWORD = 'Demo@123';

/**
 * A 10-digit mobile number no other test uses in this run: a two-digit prefix per spec file, one digit per
 * project, then the clock. Journeys that change a student's password or state use their own student, so the
 * shared demo students stay as the README describes for every other spec running at the same time.
 */
export function uniqueMobile(info: TestInfo, prefix: string): string {
  const project = projectDigit(info);
  return `${prefix}${project}${String(Date.now() + info.retry + info.repeatEachIndex).slice(-7)}`;
}

/** One digit per e2e project, so two projects running the same spec at once never make the same student. */
export function projectDigit(info: TestInfo): string {
  const digits: Record<string, string> = { phone: '1', desktop: '2', 'small-phone': '3', landscape: '4' };
  return digits[info.project.name] ?? '5';
}

/** Registers a new student through the API (SendOTP, ValidateOTP, RegisterUser) and returns the user name. */
export async function registerFreshUser(
  request: APIRequestContext,
  info: TestInfo,
  prefix: string,
  firstName = 'Test',
): Promise<string> {
  const mobile = uniqueMobile(info, prefix);
  // SendOTP is a POST with a JSON body (ADR 0100).
  expect((await request.post('/QuestUser/SendOTP', { data: { MobileNumber: mobile } })).ok()).toBe(true);
  expect((await request.get(`/QuestUser/ValidateOTP?OTP=${DEMO_OTP}&MobileNumber=${mobile}`)).ok()).toBe(
    true,
  );
  const registered = await request.post('/QuestUser/RegisterUser', {
    data: { userName: mobile, password: DEMO_PASSWORD, firstName },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  return mobile;
}
