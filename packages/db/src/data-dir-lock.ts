/**
 * One process per embedded data directory (decision 0013): PGlite keeps its own copy of the database in
 * memory and writes it back to the directory, so two processes on one directory each see only their
 * own writes and one side's are lost after a restart. The holder keeps an exclusive lock file with
 * its pid; a lock whose pid no longer runs (a crash, `kill -9`) is stale and taken over.
 */
import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** Thrown when another live process holds the data directory. */
export class DataDirLockedError extends Error {
  override readonly name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `DATA_DIR ${dataDir} is in use by process ${pid} (a Stockroom server or CLI command): stop that process first, ` +
        'or set DATA_DIR to another directory (the embedded database allows one process per data directory)',
    );
  }
}

const LOCK_FILE = 'stockroom.lock';

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes the lock of `dataDir` (which must exist) for this process, and returns its release.
 * `owner` is the pid the lock names (default this process): a server's worker names its cluster
 * primary, the process to stop, and takes over a lock naming that primary, which one of its
 * workers left behind when it died (the primary starts a worker on a data directory only after
 * the previous one exited). Throws DataDirLockedError when another running process holds it.
 */
export function lockDataDir(dataDir: string, owner = process.pid): () => void {
  const file = join(dataDir, LOCK_FILE);
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o644);
      writeSync(fd, String(owner));
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8').trim() || 0);
      const leftByOwnWorker = owner !== process.pid && holder === owner;
      if (attempt > 0 || (!leftByOwnWorker && (holder === process.pid || (holder > 0 && isRunning(holder))))) {
        throw new DataDirLockedError(dataDir, holder);
      }
      // Stale (its holder is gone), or left by a dead worker of ours. Remove it and try once more; of two processes racing here, `wx` lets one win.
      try {
        unlinkSync(file);
      } catch (cause) {
        if ((cause as NodeJS.ErrnoException).code !== 'ENOENT') throw cause;
      }
    }
  }
  const release = () => {
    process.off('exit', release);
    try {
      if (readFileSync(file, 'utf8').trim() === String(owner)) unlinkSync(file);
    } catch {
      // Already gone.
    }
  };
  process.on('exit', release);
  return release;
}
