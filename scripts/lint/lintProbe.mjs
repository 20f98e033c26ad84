// Lints snippets as if they were files of src/ with the project's ESLint config, and prints the
// rule ids of each snippet's errors as JSON. Input (stdin): [{ "path": "...", "code": "..." }].
import { ESLint } from 'eslint';
import { readFileSync } from 'node:fs';
import process from 'node:process';

const probes = JSON.parse(readFileSync(0, 'utf8'));
const eslint = new ESLint({ overrideConfigFile: 'config/eslint.config.mjs' });
const results = [];
for (const probe of probes) {
  const [result] = await eslint.lintText(probe.code, { filePath: probe.path });
  results.push(
    (result?.messages ?? []).map((message) => ({ rule: message.ruleId, text: message.message })),
  );
}
process.stdout.write(JSON.stringify(results));
