/** The job runner: what features use to send and declare work that outlives a request. */
export { defineJob } from './job-kind.js';
export type { JobContext, JobKind } from './job-kind.js';
export { createJobQueue } from './job-queue.js';
export type { Jobs, SendOptions } from './job-queue.js';
