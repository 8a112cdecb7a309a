import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps.js';

/** How long readiness waits for the database and for storage before counting them as down. */
const probeTimeoutMs = 2000;

type Part = 'ok' | 'unavailable';

const partSchema = {
  type: 'string',
  enum: ['ok', 'unavailable'],
} as const;

const readinessBody = {
  type: 'object',
  properties: {
    status: {
      type: 'string',
      enum: ['ok', 'unavailable', 'draining'],
      description:
        'ok: send traffic. unavailable: a part below is down. draining: a graceful shutdown began; send nothing new.',
    },
    database: {
      ...partSchema,
      description: 'Whether the database answered a trivial query in time (absent while draining).',
    },
    storage: { ...partSchema, description: 'Whether file storage can be reached and written (absent while draining).' },
  },
  required: ['status'],
} as const;

const livenessSchema = {
  tags: ['Health'],
  summary: 'Liveness: the process answers',
  description:
    'For a liveness probe: 200 as long as the process serves HTTP. It touches neither the database nor storage, ' +
    'so a database outage never makes an orchestrator restart healthy instances. Outside the request limit, not logged.',
  response: {
    200: {
      type: 'object',
      properties: { status: { type: 'string', enum: ['ok'] } },
      required: ['status'],
      description: 'The process is alive.',
    },
  },
};

const readinessSchema = {
  tags: ['Health'],
  summary: 'Readiness: this instance can serve requests',
  description:
    'For a load balancer: send traffic only while this answers 200. 503 when the database does not answer a ' +
    `trivial query within ${probeTimeoutMs / 1000} s or storage cannot be written (the body names which), and from the ` +
    'moment a graceful shutdown begins (status draining), so the balancer stops sending before the instance stops ' +
    'listening. Outside the request limit, not logged.',
  response: {
    200: { ...readinessBody, description: 'Ready: database and storage answer.' },
    503: { ...readinessBody, description: 'Not ready: a part is down, or the instance is shutting down.' },
  },
};

/** Settles with whether `work` finished within the probe timeout without failing. */
async function answers(work: () => Promise<unknown>): Promise<Part> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Part>((resolve) => {
    timer = setTimeout(() => resolve('unavailable'), probeTimeoutMs);
  });
  const done = work().then(
    (): Part => 'ok',
    (): Part => 'unavailable',
  );
  try {
    return await Promise.race([done, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The load balancer's probes: `/healthz` (liveness) and `/readyz` (readiness). Both are public,
 * outside the request limit (a balancer polls from one address) and silent in the logs (a line per
 * probe every few seconds would drown the requests).
 */
export async function healthRoutes(app: FastifyInstance, options: { deps: AppDeps }) {
  const { deps } = options;
  const config = { access: 'public' as const, requestLimit: false as const };
  app.get('/healthz', { config, schema: livenessSchema, logLevel: 'silent' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { config, schema: readinessSchema, logLevel: 'silent' }, async (_request, reply) => {
    if (app.draining) return reply.code(503).send({ status: 'draining' });
    const [database, storage] = await Promise.all([
      answers(() => deps.systemDb.execute(sql`select 1`)),
      answers(() => deps.storage.check()),
    ]);
    const ready = database === 'ok' && storage === 'ok';
    return reply.code(ready ? 200 : 503).send({ status: ready ? 'ok' : 'unavailable', database, storage });
  });
}
