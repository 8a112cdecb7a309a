/** The job runner: what features use to send and declare work that outlives a request. */
import type { Feature } from '../feature.js';
import { BackgroundJobsResolver } from './background-jobs.resolver.js';
import { expiredAttemptsJob } from './expired-attempts.job.js';

export { defineJob } from './job-kind.js';
export type { JobContext, JobKind } from './job-kind.js';
export { createJobQueue } from './job-queue.js';
export type { Jobs, SendOptions } from './job-queue.js';

/**
 * The administrator's screen of the runner ("Tareas en segundo plano", under Ajustes), and the
 * sweep of the attempt budgets every feature shares (no feature owns the limiter).
 */
export const jobsFeature: Feature = {
  name: 'jobs',
  resolvers: [BackgroundJobsResolver],
  jobKinds: [expiredAttemptsJob],
};
