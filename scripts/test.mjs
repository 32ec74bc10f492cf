// `npm test` after the type check: the engine tests in Node (mocha) and the element tests in the
// browsers (web-test-runner) side by side, each with its own output; the closing lines of both,
// and a non-zero exit when either fails.
import { spawn } from 'node:child_process';

/** Runs `command`, keeping its output to print whole when it is done (two runs would interleave). */
function run(name, command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    let output = '';
    child.stdout.on('data', (data) => (output += data));
    child.stderr.on('data', (data) => (output += data));
    child.on('close', (code) => resolve({ name, code: code ?? 1, output }));
  });
}

const started = Date.now();
const results = await Promise.all([run('engine', 'npx', ['mocha']), run('elements', 'npx', ['web-test-runner'])]);
for (const { name, output } of results) process.stdout.write(`\n——— ${name} ———\n${output}`);
const failed = results.filter((r) => r.code !== 0).map((r) => r.name);
const engine = /(\d+) passing/.exec(results[0].output)?.[1] ?? '?';
const engineFailing = /(\d+) failing/.exec(results[0].output)?.[1] ?? '0';
console.log(`\nEngine tests: ${engine} passed, ${engineFailing} failed (Node)`);
for (const { output } of results) for (const [line] of output.matchAll(/^Failed: .*/gm)) console.log(line);
console.log(/Element tests: .*/.exec(results[1].output)?.[0] ?? 'Element tests: no summary');
console.log(`Tests ${failed.length ? `FAILED (${failed.join(', ')})` : 'passed'} in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(failed.length ? 1 : 0);
