/**
 * A backup or restore that stops on purpose, before changing anything: a portal still running,
 * a missing tool, a target that is not empty, an archive that does not check out. Its message is
 * Spanish and meant for the person at the terminal, as is; any other error is a failure.
 */
export class BackupRefusal extends Error {
  override name = 'BackupRefusal';
}

/** An entry whose bytes differ on the second read of the archive from the first (the file changed meanwhile). */
export const changedSinceVerified = (name: string) =>
  new BackupRefusal(`${name} cambió desde que se verificó la copia: se deshizo la restauración.`);
