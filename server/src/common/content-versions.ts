import type { Database, DatabaseHandle } from '../db/client.js';
import { contentVersions } from '../db/content-versions.tables.js';
import { liveContentVersions, type Versions } from './live-content-versions.js';

/**
 * The kinds of public content, each with its row in content_versions (migrations 0012_app_content,
 * 0016_packages; 0036_content_versions_notify for the lab's public settings).
 */
export const contentKinds = [
  'courses',
  'faqs',
  'slides',
  'welcome_modals',
  'recipes',
  'branch_offices',
  'services',
  'packages',
  'settings',
] as const;
export type ContentKind = (typeof contentKinds)[number];

/**
 * What time alone does to a kind's public answer, without any write: a course expires with the
 * lab's day, a scheduled slide appears at its publishFrom. Given the moment, a timeline says
 * which period it falls in (`period`, part of the answer's key) and when the next one begins
 * (`endsAt`, ms since the epoch; undefined when time changes nothing more).
 */
export type Timeline = (now: number) => { period: string; endsAt: number | undefined };

/** Reads a kind's timeline; called once per version of the kind, after that version was read. */
export type ContentClock = (db: Database) => Promise<Timeline>;

/** Where some kinds of public content stand at a moment: an answer made from them is good for this key only. */
export type ContentState = {
  /** Their versions and time periods; changes whenever any of them does. */
  key: string;
  /** The moment the key was taken for: an answer kept under it is read as at this moment. */
  now: Date;
  /** When time alone next changes the key (ms since the epoch), or undefined. */
  endsAt: number | undefined;
};

/** The public content of one database: where each kind stands, by its version and by the clock. */
export type PublicContent = {
  /** Where the kinds stand: at once when memory knows (nearly always), else once the database was read. */
  stateOf(kinds: readonly ContentKind[]): ContentState | Promise<ContentState>;
  /** Stops hearing the database's notifications. */
  close(): Promise<void>;
};

/**
 * Every kind's version known in memory, pushed by the database as writes commit and read again
 * only when memory may be behind (live-content-versions.ts: never older than a write committed
 * before the visitor asked), and each kind's timeline read again only when its version changes.
 */
export async function createPublicContent(
  database: Pick<DatabaseHandle, 'db' | 'changes'>,
  clocks: Readonly<Record<ContentKind, ContentClock>>,
): Promise<PublicContent> {
  const { db } = database;
  const live = await liveContentVersions(database.changes, versionsQuery(db));
  /** Each kind's timeline for its version, with the timeline itself once it has been read. */
  type TimelineEntry = { version: number; timeline: Promise<Timeline>; read?: Timeline };
  const timelines = new Map<ContentKind, TimelineEntry>();
  const timelineOf = (kind: ContentKind, version: number) => {
    const known = timelines.get(kind);
    if (known?.version === version) return known.timeline;
    const entry: TimelineEntry = { version, timeline: clocks[kind](db) };
    timelines.set(kind, entry);
    entry.timeline.then(
      (timeline) => {
        entry.read = timeline;
      },
      // A failed read is tried again by the next visitor.
      () => {
        if (timelines.get(kind) === entry) timelines.delete(kind);
      },
    );
    return entry.timeline;
  };
  /** The state of the kinds at these versions, given each one's timeline; undefined when one is not read yet. */
  const stateFrom = (
    kinds: readonly ContentKind[],
    versions: Versions,
    timelineAt: (kind: ContentKind, version: number) => Timeline | undefined,
  ): ContentState | undefined => {
    const now = Date.now();
    let key = '';
    let endsAt: number | undefined;
    for (const kind of kinds) {
      const version = versions.get(kind);
      if (version === undefined) throw new Error(`content_versions has no row for ${kind}`);
      const timeline = timelineAt(kind, version);
      if (!timeline) return undefined;
      const { period, endsAt: periodEnd } = timeline(now);
      key += `${kind}@${version}:${period};`;
      if (periodEnd !== undefined && (endsAt === undefined || periodEnd < endsAt)) endsAt = periodEnd;
    }
    return { key, now: new Date(now), endsAt };
  };
  const readTimeline = (kind: ContentKind, version: number) => {
    const known = timelines.get(kind);
    return known?.version === version ? known.read : undefined;
  };

  return {
    stateOf(kinds) {
      // Memory knows the versions and their timelines on nearly every request: nothing to wait for.
      const versions = live.known();
      const state = versions && stateFrom(kinds, versions, readTimeline);
      if (state) return state;
      return (async () => {
        const versions = await live.versions();
        const read = new Map<ContentKind, Timeline>();
        for (const kind of kinds) {
          const version = versions.get(kind);
          if (version !== undefined) read.set(kind, await timelineOf(kind, version));
        }
        return stateFrom(kinds, versions, (kind) => read.get(kind)) as ContentState;
      })();
    },
    close: live.close,
  };
}

/** Every kind's version in one statement, prepared on first use: the busiest read of the public pages. */
function versionsQuery(db: Database) {
  let statement: ReturnType<typeof prepare> | undefined;
  const prepare = () =>
    db
      .select({ kind: contentVersions.kind, version: contentVersions.version })
      .from(contentVersions)
      .prepare('content_versions');
  return async () => new Map((await (statement ??= prepare()).execute()).map((row) => [row.kind, row.version]));
}
