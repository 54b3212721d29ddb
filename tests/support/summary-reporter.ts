// Prints one plain closing line, `N passed, N failed` (and skipped), after Vitest's own report, so that CI
// counts the tests run instead of judging the run by its exit code alone.
import type { Reporter, SerializedError, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<SerializedError>): void {
    const count = { passed: 0, failed: 0, skipped: 0 };
    for (const testModule of testModules) {
      for (const test of testModule.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') count.passed++;
        else if (state === 'failed') count.failed++;
        else count.skipped++;
      }
      // A file that could not even load has no tests but must still count as a failure.
      if (testModule.state() === 'failed' && testModule.children.size === 0) count.failed++;
    }
    // Vitest fails a run with unhandled errors even when every test passed: so does this line.
    count.failed += unhandledErrors.length;
    const skipped = count.skipped > 0 ? `, ${count.skipped} skipped` : '';
    console.log(`\nTests: ${count.passed} passed, ${count.failed} failed${skipped}`);
  }
}
