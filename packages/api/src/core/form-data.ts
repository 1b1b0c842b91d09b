/**
 * Multipart fields as the spec names them: scalars as text, files as parts, and lists as
 * `attachmentList[0].fileName` (objects) or `files[0]` (scalars and files).
 */
export function toFormData(values: Record<string, unknown>): FormData {
  const form = new FormData();
  const add = (key: string, value: unknown) => {
    if (value === undefined || value === null) return;
    if (value instanceof Blob) form.append(key, value, value instanceof File ? value.name : key);
    else if (Array.isArray(value)) value.forEach((item, i) => add(`${key}[${i}]`, item));
    else if (typeof value === 'object') {
      for (const [sub, subValue] of Object.entries(value as Record<string, unknown>))
        add(`${key}.${sub}`, subValue);
    } else form.append(key, String(value));
  };
  for (const [key, value] of Object.entries(values)) add(key, value);
  return form;
}

/** The inverse, for the server: `a[0].b` paths back into nested objects and arrays. */
export function fromFormEntries(entries: Iterable<[string, string | Blob]>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    const parts = key.split(/\.|\[(\d+)\]/).filter((p) => p !== undefined && p !== '');
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(parts[i + 1]!);
      const slot = /^\d+$/.test(part) ? Number(part) : part;
      const container = node as Record<string | number, unknown>;
      if (last) container[slot] = value;
      else {
        container[slot] ??= nextIsIndex ? [] : {};
        node = container[slot] as Record<string, unknown> | unknown[];
      }
    });
  }
  return root;
}
