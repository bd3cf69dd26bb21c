// Sums the JSON reports of every Vitest run of scripts/test.sh and prints one line per run, then
// the totals. Plain JavaScript so any Node can run it. Usage: node summarize-vitest.mjs <report.json>...
import fs from 'node:fs';
import path from 'node:path';

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
const flaky = [];
/** The first line of a failure, so a CI log's tail says why without the full stack. */
const firstLine = (messages) =>
  String(messages?.[0] ?? '')
    .split('\n')[0]
    .slice(0, 300);
for (const file of process.argv.slice(2)) {
  const label = path.basename(file, '.json');
  let report;
  try {
    report = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    console.log(`  ${label}: no report (the run crashed before writing one)`);
    continue;
  }
  const p = report.numPassedTests ?? 0;
  const f = report.numFailedTests ?? 0;
  const s = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  passed += p;
  failed += f;
  skipped += s;
  console.log(`  ${label}: ${p} passed, ${f} failed, ${s} skipped`);
  for (const suite of report.testResults ?? []) {
    for (const t of suite.assertionResults ?? []) {
      const where = `${label}: ${path.relative(process.cwd(), suite.name)} > ${t.fullName}`;
      if (t.status === 'failed') failures.push(`${where}\n      ${firstLine(t.failureMessages)}`);
      // Passed with the errors of an earlier attempt: it passed on its retry.
      else if (t.status === 'passed' && t.failureMessages?.length)
        flaky.push(`${where}\n      ${firstLine(t.failureMessages)}`);
    }
    // A file that fails to load (syntax error, failing beforeAll) has no failed assertions.
    if (suite.status === 'failed' && !(suite.assertionResults ?? []).some((t) => t.status === 'failed')) {
      failed += 1;
      failures.push(
        `${label}: ${path.relative(process.cwd(), suite.name)} (file failed: ${String(suite.message ?? '').split('\n')[0]})`,
      );
    }
  }
}
if (flaky.length) {
  console.log('Flaky (failed, then passed on the retry; fix at the cause):');
  for (const f of flaky) console.log(`  ${f}`);
}
if (failures.length) {
  console.log('Failed:');
  for (const f of failures) console.log(`  ${f}`);
}
if (skipped) console.log(`${skipped} skipped`);
// Machine-readable totals for the caller: the last line is "passed failed".
console.log(`${passed} ${failed}`);
