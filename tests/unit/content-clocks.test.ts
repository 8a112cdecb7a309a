import { describe, expect, it } from 'vitest';
import { boundaryTimeline, labDayTimeline } from '../../server/src/common/content-clocks.js';

describe('el reloj del contenido público', () => {
  it('cuenta los límites de ventana ya pasados y dice cuándo llega el siguiente', () => {
    const timeline = boundaryTimeline([3_000, 1_000, 2_000, 1_000]);
    expect(timeline(999)).toEqual({ period: '0', endsAt: 1_000 });
    // At the instant itself the window has opened (publishFrom <= now) or closed (publishUntil <= now).
    expect(timeline(1_000)).toEqual({ period: '1', endsAt: 2_000 });
    expect(timeline(2_500)).toEqual({ period: '2', endsAt: 3_000 });
    expect(timeline(9_000)).toEqual({ period: '3', endsAt: undefined });
    expect(boundaryTimeline([])(5)).toEqual({ period: '0', endsAt: undefined });
  });

  it('el día del laboratorio cambia a la medianoche de Ciudad de México', () => {
    // 2026-03-10 00:00 in Mexico City is 06:00 UTC (no daylight saving time there since 2022).
    const midnight = Date.parse('2026-03-10T06:00:00Z');
    expect(labDayTimeline(midnight - 1)).toMatchObject({ period: '2026-03-09', endsAt: midnight });
    expect(labDayTimeline(midnight)).toMatchObject({ period: '2026-03-10', endsAt: midnight + 86_400_000 });
    expect(labDayTimeline(midnight - 1).period).toBe('2026-03-09');
  });
});
