import { backupCommand } from './backup-commands.js';

// `npm run backup -- FILE`: see backup-commands.ts.
process.exitCode = await backupCommand(process.argv.slice(2), process.env, console);
