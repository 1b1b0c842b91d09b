import type { Messages } from '@lingui/core';

/** The catalogues' build step (compile.mjs, ADR 0142). */
export const i18nDir: string;
export const TRANSLATED_LOCALES: 'hi'[];
/** Every catalogue of a locale, merged: { english: translation }. */
export function readCatalogue(locale: string): Record<string, string>;
/** True when the message has a placeholder, a plural or a select. */
export function hasArguments(message: string): boolean;
/** The pseudo-locale form of an English message (compiled). */
export function pseudoMessage(source: string): unknown[];
/** The three compiled catalogues: { locale: { english: compiled } }. */
export function compileAll(): Record<'en' | 'hi' | 'pseudo', Messages>;
/** The TypeScript module of one compiled catalogue. */
export function moduleText(locale: string, messages: Record<string, unknown>): string;
/** Writes the compiled modules, or with `check` lists the stale ones. */
export function run(options?: { check?: boolean }): string[];
/** English text with its letters accented as the pseudo-locale writes them. */
export function accent(text: string): string;
