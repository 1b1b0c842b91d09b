/** A throw-away PostgreSQL cluster started by {@link startPostgres}. */
export interface ThrowAwayPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/postgres` */
  url: string;
  /** The folder holding initdb and pg_ctl. */
  bin: string;
  /** The cluster's temporary folder (removed by stop). */
  dir: string;
  port: number;
  /** Stops the cluster and removes its folder. */
  stop(): Promise<void>;
}

/** Finds PostgreSQL's server binaries (installs Debian's package as root when missing); returns their folder. */
export function findPostgres(options?: { log?: (line: string) => void }): string;
/** Starts a new cluster in a temporary folder on a free loopback port. */
export function startPostgres(options?: { log?: (line: string) => void }): Promise<ThrowAwayPostgres>;
