// The order the lanes' files start in: the longest first, whatever their lane. Vitest's own order runs the
// projects one after another and, on a clone with no cache, a project's files in the order they were found,
// so a two-minute file found last (the model test) ran alone at the end while the other worker idled.
// Longest first across lanes also pairs a browser file (Chromium's CPU) with a server file (waiting on
// PostgreSQL) for most of the run. Durations come from this machine's last run when Vitest has them, else
// from the recorded table (`npm run test:durations` writes it from a full run); a file in neither starts
// first, as Vitest's own order does with unknown files.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

type Durations = Record<string, number>;

const RECORDED: Durations = JSON.parse(
  readFileSync(new URL('./test-durations.json', import.meta.url), 'utf8'),
) as Durations;

/** A file's key in Vitest's cache and in the table: `project:path from the root`. */
export const durationKey = (project: string, path: string) => `${project}:${path}`;

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seconds = (spec: TestSpecification): number => {
      const key = durationKey(spec.project.name, relative(this.ctx.config.root, spec.moduleId));
      const cached = this.ctx.cache.getFileTestResults(key);
      if (cached !== undefined && cached.duration > 0) return cached.duration / 1000;
      return RECORDED[key] ?? Number.POSITIVE_INFINITY;
    };
    return [...files]
      .map((spec) => ({ spec, seconds: seconds(spec) }))
      .sort((a, b) => b.seconds - a.seconds)
      .map(({ spec }) => spec);
  }
}
