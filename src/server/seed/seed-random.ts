import { createHash } from 'node:crypto';

/**
 * A small seeded pseudo-random generator (mulberry32). The demo data needs variety that is the
 * same on every run, so every choice comes from one of these, seeded by a fixed name.
 */
export class SeedRandom {
  private state: number;

  constructor(name: string) {
    this.state = createHash('sha1').update(name).digest().readUInt32LE(0);
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('SeedRandom.pick: empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }

  /** Picks by relative weight: `weighted([['Low', 2], ['High', 1]])`. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }
}
