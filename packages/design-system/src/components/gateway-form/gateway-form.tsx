import { useEffect, useRef } from 'react';

/** One field of the gateway form (the server's `dictValues`). */
export interface GatewayFormField {
  key: string;
  value: string;
}

/** Why the form refused to post. */
export type GatewayFormRefusal = 'origin-not-allowed' | 'invalid-url';

/** Props of {@link GatewayForm}. */
export interface GatewayFormProps {
  /** Content: where the form posts (the server's `postUrl`); must be absolute. */
  postUrl: string;
  /** Content: the hidden fields, in order. */
  fields: readonly GatewayFormField[];
  /** Behaviour: the exact origins (`https://host:port`) the form may post to; an empty list refuses everything. */
  allowedOrigins: readonly string[];
  /**
   * Behaviour: posts the form; the browser's own `form.submit()` by default. Stories and tests give a spy so the
   * page stays.
   */
  submit?: (form: HTMLFormElement) => void;
  /** Events: the form was posted to an allowed origin (once per mount). */
  onSubmitted?: () => void;
  /** Events: nothing was posted because `postUrl` is not absolute or its origin is not allowed. */
  onRefused?: (reason: GatewayFormRefusal, postUrl: string) => void;
}

/** `postUrl`'s origin when it is absolute http(s), else null. */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** True when `postUrl` is absolute http(s) and its origin is one of `allowedOrigins`. */
export function isAllowedGatewayPost(postUrl: string, allowedOrigins: readonly string[]): boolean {
  const origin = originOf(postUrl);
  return origin !== null && allowedOrigins.includes(origin);
}

const defaultSubmit = (form: HTMLFormElement) => form.submit();

/**
 * The hand-off to a card gateway: a hidden form of the server's fields, posted once on mount — only when its
 * address is on the allowlist. Otherwise no form is drawn, nothing is posted and `onRefused` reports it. Draws
 * nothing visible; the caller shows progress or the refusal.
 */
export function GatewayForm({
  postUrl,
  fields,
  allowedOrigins,
  submit = defaultSubmit,
  onSubmitted,
  onRefused,
}: GatewayFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const allowed = isAllowedGatewayPost(postUrl, allowedOrigins);
  const posted = useRef(false);
  const latest = useRef({ submit, onSubmitted, onRefused });
  useEffect(() => {
    latest.current = { submit, onSubmitted, onRefused };
  });

  useEffect(() => {
    if (posted.current) return;
    posted.current = true;
    const form = formRef.current;
    if (!allowed || !form) {
      latest.current.onRefused?.(originOf(postUrl) === null ? 'invalid-url' : 'origin-not-allowed', postUrl);
      return;
    }
    latest.current.submit(form);
    latest.current.onSubmitted?.();
  }, [allowed, postUrl]);

  if (!allowed) return null;
  return (
    <form ref={formRef} method="post" action={postUrl} hidden data-testid="gateway-form">
      {fields.map((field) => (
        <input key={field.key} type="hidden" name={field.key} value={field.value} />
      ))}
    </form>
  );
}
