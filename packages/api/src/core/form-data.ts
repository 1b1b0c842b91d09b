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

/** The largest list index a form field may name (`attachmentList[49]`): lists in forms are short. */
export const FORM_MAX_INDEX = 49;
/** How many levels a form field's name may nest (`a[0].b` is 3). */
export const FORM_MAX_DEPTH = 4;

/** A form field name the server cannot take apart safely; its message names the field. */
export class FormFieldError extends Error {}

const FORBIDDEN_PARTS = new Set(['__proto__', 'prototype', 'constructor']);

/**
 * The inverse, for the server: `a[0].b` paths back into nested objects and arrays. Names that would reach an
 * object's prototype, index past FORM_MAX_INDEX (a sparse list of a billion entries) or nest deeper than
 * FORM_MAX_DEPTH throw a FormFieldError (ADR 0104).
 */
export function fromFormEntries(entries: Iterable<[string, string | Blob]>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of entries) {
    const parts = key.split(/\.|\[(\d+)\]/).filter((p) => p !== undefined && p !== '');
    const shown = key.slice(0, 100);
    if (parts.length > FORM_MAX_DEPTH) throw new FormFieldError(`${shown} is nested too deeply`);
    for (const part of parts) {
      if (FORBIDDEN_PARTS.has(part)) throw new FormFieldError(`${shown} is not a field name`);
      if (/^\d+$/.test(part) && Number(part) > FORM_MAX_INDEX) {
        throw new FormFieldError(`${shown} names an item past the last allowed (${FORM_MAX_INDEX})`);
      }
    }
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(parts[i + 1]!);
      const slot = /^\d+$/.test(part) ? Number(part) : part;
      const container = node as Record<string | number, unknown>;
      if (last) container[slot] = value;
      else {
        if (container[slot] === null || typeof container[slot] !== 'object') {
          container[slot] = nextIsIndex ? [] : {};
        }
        node = container[slot] as Record<string, unknown> | unknown[];
      }
    });
  }
  return root;
}
