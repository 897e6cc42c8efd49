// A vitest reporter for npm test: the tests that failed and then passed on
// their retry (browser runners get one), written to $B2B_FLAKY_OUT as JSON so
// the summary names them. A retried test still counts as passed; naming it is
// how a flake gets found and fixed instead of forgotten.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

export default class FlakyReporter {
  flaky = [];

  onTestCaseResult(test) {
    const d = test.diagnostic();
    if (!d?.flaky) return;
    // What the failed try said (kept with the passing result): a flake that
    // shows only in full runs cannot be fixed from its name alone.
    const said = (test.result().errors ?? [])[0]?.message?.split('\n')[0]?.slice(0, 200);
    this.flaky.push(`${relative(process.cwd(), test.module.moduleId)} › ${test.fullName} (passed on retry ${d.retryCount}${said ? `; first try: ${said}` : ''})`);
  }

  onTestRunEnd() {
    if (process.env.B2B_FLAKY_OUT) writeFileSync(process.env.B2B_FLAKY_OUT, JSON.stringify(this.flaky, null, 2));
  }
}
