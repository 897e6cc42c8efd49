export interface PgServer {
  /** postgresql://postgres@127.0.0.1:PORT/postgres (superuser, trust auth). */
  url: string;
  port: number;
  /** The temp directory (data, socket, log), removed by stop(). */
  dir: string;
  stop(): void;
}
export declare function findPgBin(): string;
export declare function startPgServer(opts?: { log?: (line: string) => void }): Promise<PgServer>;
