import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import type { Bindings, ChildLoggerOptions, LevelWithSilent } from 'pino';

type Level = Exclude<LevelWithSilent, 'silent'>;
type ParentLogger = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/**
 * Fastify gives every request a child logger that carries the request's id. pino builds each one
 * at once, serializing the id through the redaction of every wildcard path (logger.ts), though
 * most requests never log a line: a cost on every public answer. The child is made on the
 * request's first line instead; a line below the level is dropped without making it.
 */
export const lazyRequestLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = (logger, bindings, options) =>
  new RequestLogger(logger as ParentLogger, bindings, options) as unknown as FastifyBaseLogger;

class RequestLogger {
  #made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: ParentLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get level(): string {
    return this.#made?.level ?? this.options.level ?? this.parent.level;
  }
  set level(level: string) {
    this.made().level = level;
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.made().child(bindings, options);
  }

  // Methods on the prototype, not a closure each: one object per request is the whole cost.
  fatal(...line: unknown[]): void {
    this.write('fatal', line);
  }
  error(...line: unknown[]): void {
    this.write('error', line);
  }
  warn(...line: unknown[]): void {
    this.write('warn', line);
  }
  info(...line: unknown[]): void {
    this.write('info', line);
  }
  debug(...line: unknown[]): void {
    this.write('debug', line);
  }
  trace(...line: unknown[]): void {
    this.write('trace', line);
  }
  silent(): void {}

  private write(level: Level, line: unknown[]): void {
    // The parent decides unless a level of the child's own was asked for (a route's logLevel).
    if (this.#made === undefined && this.options.level === undefined && !this.parent.isLevelEnabled(level)) return;
    (this.made()[level] as (...args: unknown[]) => void)(...line);
  }

  private made(): FastifyBaseLogger {
    return (this.#made ??= this.parent.child(this.bindings, this.options));
  }
}
