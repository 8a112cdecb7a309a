/** The job runner: what features use to send and declare work that outlives a request. */
// The runner's parts come first: a feature whose job kinds this folder's screen reaches through
// its service (users) imports defineJob from here while this module is still loading.
export { defineJob } from './job-kind.js';
export type { JobContext, JobKind } from './job-kind.js';
export { createJobQueue } from './job-queue.js';
export type { Jobs, SendOptions } from './job-queue.js';

import type { Feature } from '../feature.js';
import { BackgroundJobsResolver } from './background-jobs.resolver.js';

/** The administrator's screen of the runner ("Tareas en segundo plano"). */
export const jobsFeature: Feature = {
  name: 'jobs',
  resolvers: [BackgroundJobsResolver],
};
