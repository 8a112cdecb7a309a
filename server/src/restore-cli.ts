import { restoreCommand } from './backup-commands.js';

// `npm run restore -- FILE`: see backup-commands.ts.
process.exitCode = await restoreCommand(process.argv.slice(2), process.env, console);
