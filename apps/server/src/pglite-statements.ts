import { createRequire } from 'node:module';
import type { PGlite } from '@electric-sql/pglite';
import { serialize } from 'pg-protocol';
import { Parser } from 'pg-protocol/dist/parser.js';
import type { BackendMessage, DataRowMessage, RowDescriptionMessage } from 'pg-protocol/dist/messages.js';

/** node-postgres's own parameter encoding, so a value reaches PGlite exactly as it reaches Postgres. */
const { prepareValue } = createRequire(import.meta.url)('pg/lib/utils') as {
  prepareValue: (value: unknown) => unknown;
};

/** A column's text → value parser (db.ts gives node-postgres's, as the Postgres backend uses). */
export type ParserFor = (oid: number) => (text: string) => unknown;

/** Named statements kept at most; past it, a new SQL text runs as an unnamed statement. */
const MAX_STATEMENTS = 2_000;
/** "prepared statement does not exist" and "cached plan must not change result type": parse it again. */
const STALE_STATEMENT = new Set(['26000', '0A000']);
/** exec() text that leaves the schema as it was: it keeps the named statements. */
const KEEPS_SCHEMA = /^\s*(savepoint|release|rollback|begin|commit)\b/i;

/** The rows of one answer: its row description and data rows through the column parsers. */
function rowsOf(messages: readonly BackendMessage[], parserFor: ParserFor): Record<string, unknown>[] {
  const description = messages.find((m): m is RowDescriptionMessage => m.name === 'rowDescription');
  if (!description) return [];
  const columns = description.fields.map((field) => ({
    name: field.name,
    parse: parserFor(field.dataTypeID),
  }));
  const rows: Record<string, unknown>[] = [];
  for (const message of messages) {
    if (message.name !== 'dataRow') continue;
    const { fields } = message as DataRowMessage;
    const row: Record<string, unknown> = {};
    columns.forEach((column, i) => {
      const text = fields[i] as string | null;
      row[column.name] = text === null ? null : column.parse(text);
    });
    rows.push(row);
  }
  return rows;
}

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';

/**
 * PGlite queries in one protocol call each, on statements parsed once (ADR 0137). PGlite's own `query()` makes six
 * calls into the engine per query (parse, describe the statement for its parameter types, bind, describe, execute,
 * sync), parses and plans the text every time and decodes every field with a TextDecoder. Here each SQL text is
 * parsed once as a named statement, and a query is one call (bind, describe, execute, sync) whose answer is read
 * by node-postgres's own protocol parser. Parameters go untyped, encoded as node-postgres encodes them, and values
 * come back through node-postgres's parsers: PGlite answers exactly what the Postgres backend answers.
 *
 * The caller holds PGlite's locks: `query` outside a transaction takes both, as PGlite's `query()` does; `inTransaction`
 * takes only the query lock (the transaction holds the other).
 */
export function pgliteStatements(pglite: PGlite, parserFor: ParserFor) {
  const names = new Map<string, string>();
  let made = 0;

  async function run(sql: string, params: readonly unknown[], inTransaction: boolean): Promise<unknown[]> {
    const values = params.map((value) => prepareValue(value)) as (string | null)[];
    const known = names.get(sql);
    const name = known ?? (names.size < MAX_STATEMENTS ? `quest_${(made += 1)}` : '');
    const parts = known === undefined ? [serialize.parse({ name, text: sql })] : [];
    parts.push(
      serialize.bind({ statement: name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    );
    const messages: BackendMessage[] = [];
    const parser = new Parser();
    await pglite.execProtocolRawStream(Buffer.concat(parts), {
      syncToFs: !inTransaction,
      onRawData: (chunk) => parser.parse(Buffer.from(chunk), (message) => messages.push(message)),
    });
    // A statement the engine parsed is kept even when its run failed (a unique violation on its first use): the
    // next run binds it instead of parsing another one under a new name, so failures never pile statements up.
    if (known === undefined && name !== '' && messages.some((m) => m.name === 'parseComplete'))
      names.set(sql, name);
    const failure = messages.find((m) => m.name === 'error');
    if (failure) throw failure;
    return rowsOf(messages, parserFor);
  }

  async function query(sql: string, params: readonly unknown[] = [], inTransaction = false) {
    try {
      return await run(sql, params, inTransaction);
    } catch (error) {
      // A statement the schema has moved under: parse it again (outside a transaction, which the error aborted).
      if (inTransaction || !names.has(sql) || !STALE_STATEMENT.has(codeOf(error))) throw error;
      names.delete(sql);
      return run(sql, params, inTransaction);
    }
  }

  return {
    /** A query outside any transaction: PGlite's transaction and query locks, as its own `query()` takes them. */
    query: (sql: string, params?: readonly unknown[]) =>
      pglite._runExclusiveTransaction(() => pglite._runExclusiveQuery(() => query(sql, params))),
    /** A query inside the transaction PGlite is running (it holds the transaction lock). */
    queryInTransaction: (sql: string, params?: readonly unknown[]) =>
      pglite._runExclusiveQuery(() => query(sql, params, true)),
    /** After exec(): statements that can change the schema drop every named statement. */
    afterExec: async (sql: string) => {
      if (KEEPS_SCHEMA.test(sql) || names.size === 0) return;
      names.clear();
      await pglite._runExclusiveQuery(() =>
        pglite.execProtocolRawStream(serialize.query('deallocate all'), {
          syncToFs: false,
          onRawData: () => {},
        }),
      );
    },
  };
}
