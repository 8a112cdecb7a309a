// Types of server-node-flags.mjs, for the TypeScript tests that start the server as deployed.
export declare const serverNodeFlags: string[];
export declare const postgresServerNodeFlags: string[];
export declare function serverNodeFlagsFor(env: { DATABASE_URL?: string }): string[];
export declare const serverEnvironment: Record<string, string>;
