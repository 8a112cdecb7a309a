// Types of start-steps.mjs, for its tests.
export declare function prepareStart(steps: {
  buildServer: () => Promise<boolean>;
  buildClient: () => Promise<boolean>;
  prepareData?: () => Promise<boolean>;
}): Promise<'build' | 'data' | null>;
