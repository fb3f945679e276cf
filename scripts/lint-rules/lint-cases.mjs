// Lints pieces of code as if each were a file at a given path, in one ESLint run: reads
// [{ filePath, code }] as JSON on stdin, prints [{ errorCount, rules }] as JSON. The boundary tests use it to
// prove each rule with a planted violation without writing files into the tree.
import { ESLint } from 'eslint';

const input = JSON.parse(
  await new Promise((resolve) => {
    let text = '';
    process.stdin.setEncoding('utf8');
    process.stdin.on('data', (chunk) => (text += chunk));
    process.stdin.on('end', () => resolve(text));
  }),
);
const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const { filePath, code } of input) {
  const [report] = await eslint.lintText(code, { filePath });
  results.push({
    errorCount: report?.errorCount ?? 0,
    rules: (report?.messages ?? []).map((message) => message.ruleId),
  });
}
process.stdout.write(JSON.stringify(results));
