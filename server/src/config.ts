import { resolve } from 'node:path';
import { aeTitle } from '../../shared/validation/lab-settings.js';
import { projectRoot } from './common/project-root.js';

export type LogFormat = 'json' | 'readable';

/** Every setting of the server, read from environment variables with safe defaults. */
export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  corsOrigins: string[];
  trustProxy: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Where stored files live: on this machine's disk under `<dataDir>/files` (default), or in an S3 bucket. */
  storage: StorageConfig;
  seedDemo: boolean;
  logLevel: string;
  /**
   * `json`: one JSON line per event, every request at info (production and tests, for log
   * collectors). `readable`: a short line per event for a person at the terminal, requests only
   * at debug level (development and `npm start`).
   */
  logFormat: LogFormat;
  sessionTtlHours: number;
  resetTokenTtlMinutes: number;
  bodyLimitBytes: number;
  /** Requests per minute and address, every route. */
  rateLimitPerMinute: number;
  fileSizeLimitMb: number;
  /** Study result files (a CBCT export can be gigabytes). */
  studyFileSizeLimitMb: number;
  graphqlMaxDepth: number;
  graphqlMaxCost: number;
  graphqlMaxAliases: number;
  graphqlMaxTokens: number;
  /** List items one operation may ask for, counting each page at its size. */
  graphqlMaxRows: number;
  /**
   * Failed sign-ins: per account and address together and per address in `windowMinutes`, and a
   * slower backstop per account alone in `accountWindowMinutes` (once spent, it refuses only the
   * addresses that failed for the account: see common/attempt-limiter.ts).
   */
  loginRateLimit: {
    perAccountAndAddress: number;
    perAddress: number;
    windowMinutes: number;
    perAccount: number;
    accountWindowMinutes: number;
  };
  /** Password resets with a link, per address. */
  resetRateLimit: { perAddress: number; windowMinutes: number };
  /** Card payments per course and email, per address, and per card token. */
  paymentRateLimit: { perAccount: number; perAddress: number; perCard: number; windowMinutes: number };
  /** Answers that tell a signed-in user an email or username has an account, per user. */
  accountCheckRateLimit: { perUser: number; windowMinutes: number };
  /** Prefix of every attempt-budget key (tests keep their servers' budgets apart with it). */
  rateLimitNamespace: string;
  forgotRateLimit: { perAccount: number; perAddress: number; windowMinutes: number };
  paymentGateway: 'sandbox' | 'conekta';
  /** Public key the browser tokenizes cards with (per environment). */
  paymentPublicKey: string;
  conektaPrivateKey: string | undefined;
  conektaApiUrl: string;
  recoveryRateLimit: { perAccount: number; perAddress: number; windowMinutes: number };
  /** Step 1 email checks of the course registration, per course and email and per address. */
  emailCheckRateLimit: { perAccount: number; perAddress: number; windowMinutes: number };
  /** Doctor pre-registrations (public form), per email and per address. */
  preRegistrationRateLimit: { perAccount: number; perAddress: number; windowMinutes: number };
  /** Share links opened with an unknown token, per address: what bounds guessing them. */
  shareTokenRateLimit: { perAddress: number; windowMinutes: number };
  /** Notifications an administrator publishes or resends (each a push to a whole audience), per administrator. */
  pushPublishRateLimit: { perAdmin: number; windowMinutes: number };
  /** The lab's name as a share link's recipient reads it (landing page, email). */
  labName: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * Push through Firebase Cloud Messaging when a service account is given (its key file, or the
   * key's JSON text); otherwise each message is written to `<dataDir>/push-outbox/`. `projectId`
   * defaults to the key's; `endpoint` and `tokenUrl` point at an emulator or a test server.
   */
  fcm: {
    projectId: string | undefined;
    serviceAccountFile: string | undefined;
    serviceAccountJson: string | undefined;
    endpoint: string | undefined;
    tokenUrl: string | undefined;
  };
  /**
   * Pushes one instance sends at once (its push.deliver job's). Instances on one database with the
   * same job namespace (`jobs.namespace`) share the deliveries, each sent by one of them.
   */
  pushConcurrency: number;
  /**
   * Sign-in through an OpenID Connect provider (authorization code with PKCE), when OIDC_ISSUER and
   * OIDC_CLIENT_ID are set; the provider must know `<publicUrl>/auth/oidc/callback` as a redirect
   * URI and `<publicUrl>/login` as a post-logout redirect URI. Without a secret the portal is a
   * public client (PKCE alone). The label is the sign-in button's text (a translated default without it).
   */
  identityProvider: IdentityProviderConfig | undefined;
  /**
   * The DICOM listener (C-ECHO, C-STORE) the lab's scanners send to, on `port` of `host` when
   * DICOM_PORT is set (off otherwise). The AE title it answers to and the calling AE titles it
   * accepts are the defaults of the lab settings of the same name, which the admin may change.
   */
  dicomListener: { port: number; host: string; aeTitle: string; callingAeTitles: string[] } | undefined;
  /**
   * The job runner (jobs/): instances on one database with the same `namespace` share its work,
   * each job run by one of them. An idle worker looks for work every `pollSeconds` (a job sent
   * by this instance, or announced through LISTEN/NOTIFY, wakes it at once); a running job
   * proves it is alive every `heartbeatSeconds / 2`, and one whose instance died is run again
   * once `heartbeatSeconds` have passed without a sign, which the supervisor checks every
   * `superviseSeconds`. `schedules` off leaves the periodic jobs (sweeps) unscheduled.
   */
  jobs: {
    namespace: string;
    pollSeconds: number;
    heartbeatSeconds: number;
    superviseSeconds: number;
    schedules: boolean;
  };
  /**
   * On SIGTERM, how long readiness answers 503 while requests are still served, before the server
   * stops taking connections: the load balancer's check interval, so it stops sending first.
   */
  shutdownDrainMs: number;
  /** Then how long requests in flight (uploads too) and WebSockets get to finish before they are cut. */
  shutdownTimeoutMs: number;
  clientDir: string;
  migrationsDir: string;
};

/**
 * `local`: files on this machine's disk. `s3`: a bucket of AWS S3, MinIO or another S3-compatible
 * store, which every instance of the portal shares.
 */
export type StorageConfig = { driver: 'local' } | ({ driver: 's3' } & S3StorageConfig);

export type S3StorageConfig = {
  /** Another store than AWS S3 (MinIO, a compatible provider); undefined: AWS's own endpoint for the region. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  /** Both or neither: without them the SDK's usual chain applies (AWS_* variables, an instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `endpoint/bucket/key` addresses instead of `bucket.endpoint/key` (MinIO and most compatibles need it). */
  forcePathStyle: boolean;
};

export type IdentityProviderConfig = {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  buttonLabel: string | undefined;
};

export { projectRoot };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const nodeEnv = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = int(env.PORT, 4000);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    env: nodeEnv,
    host: env.HOST ?? '127.0.0.1',
    port,
    publicUrl,
    corsOrigins: list(env.CORS_ORIGINS) ?? [publicUrl, 'http://localhost:5173'],
    trustProxy: bool(env.TRUST_PROXY, false),
    dataDir: resolve(projectRoot, env.DATA_DIR ?? 'data'),
    databaseUrl,
    storage: storage(env),
    // The embedded database is seeded on first start; a server database only when asked, and
    // production never unless asked.
    seedDemo: bool(env.SEED_DEMO, !databaseUrl && nodeEnv !== 'production'),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    logFormat: logFormatOf(env.LOG_FORMAT, nodeEnv),
    sessionTtlHours: int(env.SESSION_TTL_HOURS, 12),
    resetTokenTtlMinutes: int(env.RESET_TOKEN_TTL_MINUTES, 60),
    bodyLimitBytes: int(env.BODY_LIMIT_BYTES, 1024 * 1024),
    rateLimitPerMinute: int(env.RATE_LIMIT_PER_MINUTE, 600),
    fileSizeLimitMb: int(env.FILE_SIZE_LIMIT_MB, 5),
    studyFileSizeLimitMb: int(env.STUDY_FILE_SIZE_LIMIT_MB, 2048),
    graphqlMaxDepth: int(env.GRAPHQL_MAX_DEPTH, 10),
    graphqlMaxCost: int(env.GRAPHQL_MAX_COST, 5000),
    graphqlMaxAliases: int(env.GRAPHQL_MAX_ALIASES, 15),
    graphqlMaxTokens: int(env.GRAPHQL_MAX_TOKENS, 2000),
    graphqlMaxRows: int(env.GRAPHQL_MAX_ROWS, 1000),
    loginRateLimit: {
      perAccountAndAddress: int(env.LOGIN_RATE_LIMIT_PER_ACCOUNT_AND_ADDRESS, 10),
      perAddress: int(env.LOGIN_RATE_LIMIT_PER_ADDRESS, 50),
      windowMinutes: int(env.LOGIN_RATE_LIMIT_WINDOW_MINUTES, 15),
      perAccount: int(env.LOGIN_RATE_LIMIT_PER_ACCOUNT, 100),
      accountWindowMinutes: int(env.LOGIN_RATE_LIMIT_ACCOUNT_WINDOW_MINUTES, 60),
    },
    resetRateLimit: {
      perAddress: int(env.RESET_RATE_LIMIT_PER_ADDRESS, 20),
      windowMinutes: int(env.RESET_RATE_LIMIT_WINDOW_MINUTES, 15),
    },
    paymentRateLimit: {
      perAccount: int(env.PAYMENT_RATE_LIMIT_PER_ACCOUNT, 5),
      perAddress: int(env.PAYMENT_RATE_LIMIT_PER_ADDRESS, 20),
      perCard: int(env.PAYMENT_RATE_LIMIT_PER_CARD, 3),
      windowMinutes: int(env.PAYMENT_RATE_LIMIT_WINDOW_MINUTES, 60),
    },
    accountCheckRateLimit: {
      perUser: int(env.ACCOUNT_CHECK_RATE_LIMIT_PER_USER, 10),
      windowMinutes: int(env.ACCOUNT_CHECK_RATE_LIMIT_WINDOW_MINUTES, 15),
    },
    rateLimitNamespace: '',
    forgotRateLimit: {
      perAccount: int(env.FORGOT_RATE_LIMIT_PER_ACCOUNT, 3),
      perAddress: int(env.FORGOT_RATE_LIMIT_PER_ADDRESS, 20),
      windowMinutes: int(env.FORGOT_RATE_LIMIT_WINDOW_MINUTES, 15),
    },
    paymentGateway: env.PAYMENT_GATEWAY === 'conekta' ? 'conekta' : 'sandbox',
    paymentPublicKey: env.PAYMENT_PUBLIC_KEY ?? 'key_sandbox_public',
    conektaPrivateKey: env.CONEKTA_PRIVATE_KEY || undefined,
    conektaApiUrl: env.CONEKTA_API_URL ?? 'https://api.conekta.io',
    recoveryRateLimit: {
      perAccount: int(env.RECOVERY_RATE_LIMIT_PER_ACCOUNT, 5),
      perAddress: int(env.RECOVERY_RATE_LIMIT_PER_ADDRESS, 30),
      windowMinutes: int(env.RECOVERY_RATE_LIMIT_WINDOW_MINUTES, 15),
    },
    emailCheckRateLimit: {
      perAccount: int(env.EMAIL_CHECK_RATE_LIMIT_PER_ACCOUNT, 10),
      perAddress: int(env.EMAIL_CHECK_RATE_LIMIT_PER_ADDRESS, 60),
      windowMinutes: int(env.EMAIL_CHECK_RATE_LIMIT_WINDOW_MINUTES, 15),
    },
    preRegistrationRateLimit: {
      perAccount: int(env.PRE_REGISTRATION_RATE_LIMIT_PER_ACCOUNT, 3),
      perAddress: int(env.PRE_REGISTRATION_RATE_LIMIT_PER_ADDRESS, 10),
      windowMinutes: int(env.PRE_REGISTRATION_RATE_LIMIT_WINDOW_MINUTES, 60),
    },
    shareTokenRateLimit: {
      perAddress: int(env.SHARE_TOKEN_RATE_LIMIT_PER_ADDRESS, 20),
      windowMinutes: int(env.SHARE_TOKEN_RATE_LIMIT_WINDOW_MINUTES, 15),
    },
    pushPublishRateLimit: {
      perAdmin: int(env.PUSH_PUBLISH_RATE_LIMIT_PER_ADMIN, 20),
      windowMinutes: int(env.PUSH_PUBLISH_RATE_LIMIT_WINDOW_MINUTES, 60),
    },
    labName: env.LAB_NAME?.trim() || 'Laboratorio de Imagen Diagnóstica',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Laboratorio de Imagen <no-responder@laboratorio.mx>',
    fcm: {
      projectId: env.FCM_PROJECT_ID || undefined,
      serviceAccountFile: env.FCM_SERVICE_ACCOUNT_FILE ? resolve(projectRoot, env.FCM_SERVICE_ACCOUNT_FILE) : undefined,
      serviceAccountJson: env.FCM_SERVICE_ACCOUNT_JSON || undefined,
      endpoint: env.FCM_ENDPOINT || undefined,
      tokenUrl: env.FCM_TOKEN_URL || undefined,
    },
    pushConcurrency: int(env.PUSH_CONCURRENCY, 50),
    identityProvider: identityProvider(env),
    dicomListener: dicomListener(env),
    jobs: {
      namespace: env.JOB_NAMESPACE ?? '',
      pollSeconds: Math.max(0.5, Number(env.JOB_POLL_SECONDS) || 2),
      heartbeatSeconds: Math.max(10, int(env.JOB_HEARTBEAT_SECONDS, 30)),
      superviseSeconds: Math.max(1, int(env.JOB_SUPERVISE_SECONDS, 30)),
      schedules: env.JOB_SCHEDULES !== 'false',
    },
    shutdownDrainMs: int(env.SHUTDOWN_DRAIN_MS, nodeEnv === 'production' ? 5000 : 0),
    shutdownTimeoutMs: int(env.SHUTDOWN_TIMEOUT_MS, 10_000),
    clientDir: resolve(projectRoot, env.CLIENT_DIR ?? 'dist/client'),
    migrationsDir: resolve(projectRoot, 'drizzle/migrations'),
  };
}

function identityProvider(env: NodeJS.ProcessEnv): IdentityProviderConfig | undefined {
  const issuer = env.OIDC_ISSUER?.trim();
  const clientId = env.OIDC_CLIENT_ID?.trim();
  if (!issuer || !clientId) return undefined;
  if (!URL.canParse(issuer)) throw new Error(`Invalid OIDC_ISSUER in configuration: ${issuer}`);
  return {
    issuer,
    clientId,
    clientSecret: env.OIDC_CLIENT_SECRET || undefined,
    buttonLabel: env.OIDC_BUTTON_LABEL?.trim() || undefined,
  };
}

function storage(env: NodeJS.ProcessEnv): StorageConfig {
  const driver = env.STORAGE_DRIVER?.trim() || 'local';
  if (driver === 'local') return { driver };
  if (driver !== 's3') throw new Error(`Invalid STORAGE_DRIVER (local or s3): ${driver}`);
  const bucket = env.S3_BUCKET?.trim();
  const region = env.S3_REGION?.trim();
  if (!bucket || !region) throw new Error('STORAGE_DRIVER=s3 needs S3_BUCKET and S3_REGION');
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !URL.canParse(endpoint)) throw new Error(`Invalid S3_ENDPOINT in configuration: ${endpoint}`);
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim();
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  if (!accessKeyId !== !secretAccessKey)
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither');
  return {
    driver,
    endpoint,
    region,
    bucket,
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: bool(env.S3_FORCE_PATH_STYLE, false),
  };
}

function dicomListener(env: NodeJS.ProcessEnv): Config['dicomListener'] {
  if (!env.DICOM_PORT) return undefined;
  const calledAeTitle = env.DICOM_AE_TITLE?.trim() || 'PORTAL';
  const callingAeTitles = list(env.DICOM_CALLING_AE_TITLES) ?? [];
  for (const title of [calledAeTitle, ...callingAeTitles])
    if (!aeTitle.test(title)) throw new Error(`Invalid AE title in configuration: ${title}`);
  return {
    port: int(env.DICOM_PORT, 0),
    host: env.DICOM_HOST?.trim() || '0.0.0.0',
    aeTitle: calledAeTitle,
    callingAeTitles,
  };
}

function logFormatOf(value: string | undefined, nodeEnv: Config['env']): LogFormat {
  if (value === 'json' || value === 'readable') return value;
  if (value) throw new Error(`Invalid LOG_FORMAT (json or readable): ${value}`);
  return nodeEnv === 'development' ? 'readable' : 'json';
}

function int(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number.parseInt(value, 10);
  if (!Number.isFinite(parsed) || parsed < 0) throw new Error(`Invalid number in configuration: ${value}`);
  return parsed;
}

function bool(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

function list(value: string | undefined): string[] | undefined {
  if (!value) return undefined;
  return value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
}
