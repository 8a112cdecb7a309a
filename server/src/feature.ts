import type { FastifyPluginAsync } from 'fastify';
import type { NonEmptyArray } from 'type-graphql';
import type { ContentClock, ContentKind } from './common/content-versions.js';
import type { AppDeps } from './deps.js';
import type { StorageOwner } from './files/index.js';
import type { JobKind } from './jobs/index.js';
import type { FirstScreen } from './graphql/first-screen-answers.js';
import type { FilesAttachedJob, ResultDeliveryStep } from './studies/index.js';
import type { AccountDeactivationStep, AccountDeletionStep } from './users/index.js';

/** A feature's REST routes: a Fastify plugin registered with the app's dependencies. */
export type FeatureRoutes = FastifyPluginAsync<{ deps: AppDeps }>;

/** Work a feature keeps running while the server is up, stopped when it closes. */
export type RunningJob = { stop(): void | Promise<void> };

/**
 * Starts one of a feature's jobs once the database is ready; `serving` is false for a server
 * built without listening (tests that only inject requests), and undefined means "nothing to run".
 */
export type FeatureJob = (
  deps: AppDeps,
  context: { serving: boolean },
) => RunningJob | undefined | Promise<RunningJob | undefined>;

/**
 * What one feature offers the app, declared in its `index.ts`. The app, the GraphQL schema and
 * the server fold over the `features` list (server/src/features.ts) instead of naming each
 * feature's parts, so a new feature is its folder and one line there.
 */
export type Feature = {
  /** The feature's folder, for logs and error messages. */
  name: string;
  /** Its type-graphql resolvers, joined into the one schema. */
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  resolvers?: Readonly<NonEmptyArray<Function>>;
  /** Its REST compatibility routes, registered in the order of the features list. */
  routes?: readonly FeatureRoutes[];
  /** Every storage prefix it writes through `storage.put`, for the sweep of unreferenced bytes. */
  storageOwners?: readonly StorageOwner[];
  /** What it removes with a deleted account; steps run in the order of the features list. */
  accountDeletion?: readonly AccountDeletionStep[];
  /** What it removes when an account is deactivated. */
  accountDeactivation?: readonly AccountDeactivationStep[];
  /** What it does when a study's result reaches its patient, in the same transaction. */
  resultDelivery?: readonly ResultDeliveryStep[];
  /** Its job kinds sent once files are attached to a saved study (list them in `jobKinds` too). */
  filesAttached?: readonly FilesAttachedJob[];
  /**
   * Its public content: the anonymous root fields whose answers are kept and shared, each with the
   * content kinds it reads, and what time alone changes in each of its kinds.
   */
  publicContent?: {
    fields?: Readonly<Record<string, readonly ContentKind[]>>;
    clocks?: Readonly<Partial<Record<ContentKind, ContentClock>>>;
  };
  /** Its public pages whose HTML carries the answer of their first query (graphql/first-screen-answers.ts). */
  firstScreens?: readonly FirstScreen[];
  /** The kinds of job it sends (jobs/): each gets its queue and its worker on every instance. */
  jobKinds?: readonly JobKind[];
  /** Its background jobs, started once per server instance. */
  jobs?: readonly FeatureJob[];
};
