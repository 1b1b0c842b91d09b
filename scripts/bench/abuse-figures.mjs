// The abuse figures of issue 22, measured over HTTP against a running reference server (not part of `npm test`):
// how many wrong passwords one account answers with a real check per minute, and how many wrong OTP guesses per
// second one number gets checked (resending whenever a code dies or a send is refused with a wait the attacker can
// skip). A held server answers 429 (with Retry-After) instead of checking.
//
// Usage: node scripts/bench/abuse-figures.mjs <base URL> [seconds per figure, default 20]
// The target must be a scratch server with the demo data: it locks the demo account 9876543213.
const base = process.argv[2]?.replace(/\/$/, '');
const seconds = Number(process.argv[3] ?? 20);
if (!base) {
  console.error('usage: node scripts/bench/abuse-figures.mjs <base URL> [seconds]');
  process.exit(2);
}
const CONCURRENCY = 8;

/** Runs `attempt` from CONCURRENCY workers until the window closes; counts outcomes by label. */
async function flood(windowMs, attempt) {
  const counts = {};
  const until = Date.now() + windowMs;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (Date.now() < until) {
        const label = await attempt().catch((error) => `error ${error.code ?? error.message}`);
        counts[label] = (counts[label] ?? 0) + 1;
      }
    }),
  );
  return counts;
}

async function wrongPasswords() {
  const basic = `Basic ${Buffer.from('9876543213:not-the-password').toString('base64')}`;
  const counts = await flood(seconds * 1000, async () => {
    const response = await fetch(`${base}/QuestUser/AuthenticateUser`, {
      method: 'POST',
      headers: { Authorization: basic },
    });
    await response.arrayBuffer();
    return String(response.status);
  });
  const checked = counts['401'] ?? 0;
  return { counts, checkedPerMinute: Math.round((checked * 60) / seconds) };
}

/** Sends a code: POST with a JSON body (after issue 22), else the spec's GET. */
async function sendCode(number) {
  const post = await fetch(`${base}/QuestUser/SendOTP`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ MobileNumber: number }),
  });
  if (post.status !== 404 && post.status !== 405) return post.status;
  const get = await fetch(`${base}/QuestUser/SendOTP?MobileNumber=${number}`);
  await get.arrayBuffer();
  return get.status;
}

async function otpGuesses() {
  const number = `9${String(Date.now()).slice(-9)}`;
  await sendCode(number);
  let resends = 0;
  let guess = 0;
  const counts = await flood(seconds * 1000, async () => {
    const code = String(guess++ % 1_000_000).padStart(6, '0');
    const response = await fetch(`${base}/QuestUser/ValidateOTP?OTP=${code}&MobileNumber=${number}`);
    const body = await response.json().catch(() => ({}));
    if (response.status === 429 || /request a new otp/i.test(body.error ?? '')) {
      const sent = await sendCode(number);
      resends += 1;
      return sent === 200
        ? `${response.status} then resent`
        : `${response.status} and the resend refused ${sent}`;
    }
    return `${response.status}${response.status === 400 ? ' checked' : ''}`;
  });
  const checked = counts['400 checked'] ?? 0;
  return { counts, resends, checkedPerSecond: Math.round((checked / seconds) * 10) / 10 };
}

const passwords = await wrongPasswords();
console.log(
  `wrong passwords on one account: ${passwords.checkedPerMinute} checked per minute`,
  passwords.counts,
);
const otp = await otpGuesses();
console.log(`wrong OTP guesses on one number: ${otp.checkedPerSecond} checked per second`, otp.counts);
