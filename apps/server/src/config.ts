/** Settings of the reference server, from the environment (documented in the README). */
export interface ServerConfig {
  /** NODE_ENV=production: the test clock is refused and OTP codes are not fixed. */
  production: boolean;
  /** QUEST_DEMO_OTP: every OTP is this code (demos and tests); otherwise random codes are written to the log. */
  demoOtp: string | null;
  /**
   * The three origins one process serves: the app and API, the content origin (frame pages, a different
   * origin so frame messages can be checked by origin) and the fake card gateway. Filled in once listening.
   */
  origins: { app: string; content: string; gateway: string };
}

export function serverConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const production = env.NODE_ENV === 'production';
  const demoOtp = env.QUEST_DEMO_OTP?.trim();
  return {
    production,
    demoOtp: !production && demoOtp && /^\d{4,10}$/.test(demoOtp) ? demoOtp : null,
    origins: { app: '', content: '', gateway: '' },
  };
}
